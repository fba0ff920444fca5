import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';

export default function DividerText() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Button variant="outlined" color="neutral">
        Continue with a passkey
      </Button>
      <Divider>or</Divider>
      <Button>Continue with email</Button>
      <Box sx={{ pt: 1 }}>
        <Divider sx={{ '--Divider-childPosition': '20%' }}>
          <Chip variant="soft" size="sm">
            Today
          </Chip>
        </Divider>
      </Box>
    </Stack>
  );
}
