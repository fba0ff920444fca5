import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function WelcomeCard() {
  return (
    <Sheet variant="outlined" sx={{ maxWidth: 360, mx: 'auto', p: 3, borderRadius: 'md', boxShadow: 'sm' }}>
      <Stack spacing={1}>
        <Typography level="h4" component="h3">
          Welcome
        </Typography>
        <Typography level="body-sm">Sign in to continue.</Typography>
        <Button sx={{ mt: 1 }}>Sign in</Button>
      </Stack>
    </Sheet>
  );
}
