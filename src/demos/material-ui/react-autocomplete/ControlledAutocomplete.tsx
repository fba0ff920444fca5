import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Plan {
  id: string;
  label: string;
}

const plans: Plan[] = [
  { id: 'free', label: 'Free' },
  { id: 'team', label: 'Team' },
  { id: 'business', label: 'Business' },
  { id: 'enterprise', label: 'Enterprise' },
];

export default function ControlledAutocomplete() {
  const [value, setValue] = React.useState<Plan | null>(plans[1] ?? null);
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Autocomplete
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        options={plans}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        renderInput={(params) => <TextField {...params} label="Plan" />}
      />
      <Typography variant="body2">
        value: {value ? `{ id: '${value.id}' }` : 'null'}
      </Typography>
      <Typography variant="body2">
        inputValue: &apos;{inputValue}&apos;
      </Typography>
    </Stack>
  );
}
