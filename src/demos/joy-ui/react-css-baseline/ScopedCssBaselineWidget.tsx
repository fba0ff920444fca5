import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// A self-contained widget embedded in a page that Joy UI does not own.
export default function ScopedCssBaselineWidget() {
  return (
    <ScopedCssBaseline
      component="section"
      aria-labelledby="newsletter-title"
      sx={{
        p: 3,
        borderRadius: 'lg',
        bgcolor: 'background.level1',
        width: '100%',
        maxWidth: 420,
      }}
    >
      <Typography id="newsletter-title" level="title-lg">
        Monthly newsletter
      </Typography>
      <p>
        One e-mail a month with <strong>new features</strong> and tips. No spam.
      </p>
      <Stack direction="row" spacing={1}>
        <Input
          placeholder="you@example.com"
          type="email"
          slotProps={{ input: { 'aria-label': 'E-mail address' } }}
          sx={{ flex: 1 }}
        />
        <Button>Subscribe</Button>
      </Stack>
    </ScopedCssBaseline>
  );
}
