import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';

// The accounts a pretend server knows about.
const ACCOUNTS: Record<string, string> = { 'ada@example.com': 'analytical' };

type Result = { status: 'idle' } | { status: 'success'; email: string } | { status: 'error'; message: string };

function signIn(email: string, password: string): Promise<Result> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (ACCOUNTS[email] === password) {
        resolve({ status: 'success', email });
      } else {
        resolve({ status: 'error', message: 'That email and password do not match.' });
      }
    }, 600);
  });
}

export default function LoginPage() {
  const [loading, setLoading] = React.useState(false);
  const [result, setResult] = React.useState<Result>({ status: 'idle' });

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget.elements;
    const email = (form.namedItem('email') as HTMLInputElement).value;
    const password = (form.namedItem('password') as HTMLInputElement).value;
    setLoading(true);
    setResult({ status: 'idle' });
    void signIn(email, password).then((next) => {
      setResult(next);
      setLoading(false);
    });
  };

  return (
    <Sheet
      variant="outlined"
      sx={{ width: 340, mx: 'auto', py: 3, px: 2, display: 'flex', flexDirection: 'column', gap: 2, borderRadius: 'sm', boxShadow: 'md' }}
    >
      <div>
        <Typography level="h4" component="h3">
          Welcome back
        </Typography>
        <Typography level="body-sm">Try ada@example.com with the password “analytical”.</Typography>
      </div>
      <Box component="form" onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormControl required>
          <FormLabel>Email</FormLabel>
          <Input name="email" type="email" defaultValue="ada@example.com" autoComplete="email" />
        </FormControl>
        <FormControl required>
          <FormLabel>Password</FormLabel>
          <Input name="password" type="password" autoComplete="current-password" />
          <FormHelperText>At least eight characters.</FormHelperText>
        </FormControl>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Checkbox name="remember" label="Remember me" size="sm" />
          <Link level="body-sm" href="#" onClick={(event) => event.preventDefault()}>
            Forgot password?
          </Link>
        </Box>
        <Button type="submit" loading={loading}>
          Log in
        </Button>
      </Box>
      <Box role="status" sx={{ minHeight: 48 }}>
        {result.status === 'success' && (
          <Alert color="success" variant="soft" startDecorator={<CheckCircleRounded />}>
            Signed in as {result.email}
          </Alert>
        )}
        {result.status === 'error' && (
          <Alert color="danger" variant="soft" startDecorator={<ErrorOutlineRounded />}>
            {result.message}
          </Alert>
        )}
      </Box>
    </Sheet>
  );
}
