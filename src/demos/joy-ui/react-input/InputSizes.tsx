import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputSizes() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 320 }}>
      <Input size="sm" aria-label="Small input" placeholder="Small" />
      <Input size="md" aria-label="Medium input" placeholder="Medium" />
      <Input size="lg" aria-label="Large input" placeholder="Large" />
      <Input
        color="success"
        aria-label="Success input"
        placeholder="Success color"
      />
      <Input disabled aria-label="Disabled input" placeholder="Disabled" />
    </Stack>
  );
}
