import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

export default function StackDirection() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      divider={<Divider orientation="vertical" />}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>
        Inbox
      </Sheet>
      <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>
        Starred
      </Sheet>
      <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>
        Archive
      </Sheet>
    </Stack>
  );
}
