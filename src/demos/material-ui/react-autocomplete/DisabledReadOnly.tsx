import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const teams = ['Design', 'Finance', 'Marketing', 'Platform', 'Support'];

export default function DisabledReadOnly() {
  return (
    <Stack spacing={2} sx={{ width: 360, maxWidth: '100%' }}>
      <Autocomplete
        disabled
        options={teams}
        defaultValue="Platform"
        renderInput={(params) => <TextField {...params} label="Team (disabled)" />}
      />
      <Autocomplete
        readOnly
        multiple
        options={teams}
        defaultValue={['Design', 'Support']}
        renderInput={(params) => (
          <TextField {...params} label="Teams (read only)" />
        )}
      />
    </Stack>
  );
}
