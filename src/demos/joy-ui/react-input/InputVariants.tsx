import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputVariants() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 320 }}>
      <Input aria-label="Outlined input" placeholder="Outlined (default)" />
      <Input aria-label="Soft input" variant="soft" placeholder="Soft" />
      <Input aria-label="Solid input" variant="solid" placeholder="Solid" />
      <Input aria-label="Plain input" variant="plain" placeholder="Plain" />
    </Stack>
  );
}
