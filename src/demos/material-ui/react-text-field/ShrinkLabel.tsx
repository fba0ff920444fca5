import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ShrinkLabel() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label="Arrival time"
        type="time"
        defaultValue="09:30"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Budget"
        slotProps={{
          input: {
            startAdornment: <InputAdornment position="start">€</InputAdornment>,
          },
        }}
      />
      <TextField
        label="Nickname"
        placeholder="Shown on your profile"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
