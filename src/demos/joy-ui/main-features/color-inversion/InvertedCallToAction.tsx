import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

function SignupContent({ idSuffix }: { idSuffix: string }) {
  return (
    <Stack spacing={1.5}>
      <Typography level="title-lg">Field notes, monthly</Typography>
      <Typography level="body-sm" sx={{ color: 'text.primary' }}>
        One email a month about birds seen along the coast.
      </Typography>
      <Input
        placeholder="you@example.com"
        slotProps={{ input: { 'aria-label': `Email address (${idSuffix})` } }}
        endDecorator={<Button>Subscribe</Button>}
      />
      <Link level="body-sm" href="#" onClick={(event) => event.preventDefault()}>
        Read last month’s notes
      </Link>
    </Stack>
  );
}

export default function InvertedCallToAction() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Card variant="outlined" sx={{ flex: 1 }} data-testid="outside-card">
        <SignupContent idSuffix="outlined card" />
      </Card>
      <Card variant="solid" color="primary" invertedColors sx={{ flex: 1 }} data-testid="inverted-card">
        <SignupContent idSuffix="solid card" />
      </Card>
    </Stack>
  );
}
