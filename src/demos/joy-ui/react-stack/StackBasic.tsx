import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

export default function StackBasic() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 320 }}>
      <Sheet variant="soft" sx={{ p: 1.5 }}>
        First
      </Sheet>
      <Sheet variant="soft" sx={{ p: 1.5 }}>
        Second
      </Sheet>
      <Sheet variant="soft" sx={{ p: 1.5 }}>
        Third
      </Sheet>
    </Stack>
  );
}
