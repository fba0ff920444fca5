import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const item = {
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
} as const;

export default function StackDirection() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ width: 1 }}
    >
      <Box sx={item}>Item 1</Box>
      <Box sx={item}>Item 2</Box>
      <Box sx={item}>Item 3</Box>
    </Stack>
  );
}
