import Box from '@mui/material/Box';
import Input from '@mui/material/Input';
import InputBase from '@mui/material/InputBase';

export default function PlainInputs() {
  return (
    <Box
      component="form"
      noValidate
      autoComplete="off"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}
    >
      <Input placeholder="Quick note" slotProps={{ input: { 'aria-label': 'Quick note' } }} />
      <Input
        defaultValue="Disabled"
        disabled
        slotProps={{ input: { 'aria-label': 'Disabled input' } }}
      />
      <Input
        placeholder="Invalid"
        error
        slotProps={{ input: { 'aria-label': 'Invalid input' } }}
      />
      <InputBase
        placeholder="No underline at all"
        slotProps={{ input: { 'aria-label': 'Unstyled input' } }}
        sx={{ px: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </Box>
  );
}
