import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

interface FieldErrors {
  email?: string;
  password?: string;
}

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    errors.email = 'Enter an email address such as ada@example.com.';
  }
  if (password.length < 8) {
    errors.password = 'The password needs at least 8 characters.';
  }
  return errors;
}

export default function SignInTemplate() {
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [signedInAs, setSignedInAs] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const emailValue = data.get('email');
    const passwordValue = data.get('password');
    const email = typeof emailValue === 'string' ? emailValue.trim() : '';
    const password = typeof passwordValue === 'string' ? passwordValue : '';
    const nextErrors = validate(email, password);
    setErrors(nextErrors);
    setSignedInAs(Object.keys(nextErrors).length === 0 ? email : null);
  };

  return (
    <Box
      role="region"
      aria-label="Sign-in template"
      tabIndex={0}
      sx={{
        height: 480,
        overflow: 'auto',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
        p: 2,
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 380, p: 3 }}>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <LockOutlinedIcon color="primary" />
          <Typography component="h3" variant="h5">
            Sign in
          </Typography>
        </Stack>
        {signedInAs ? (
          <Alert severity="success" sx={{ mb: 1 }}>
            Signed in as {signedInAs}.
          </Alert>
        ) : null}
        <Box component="form" noValidate onSubmit={handleSubmit}>
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            fullWidth
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            fullWidth
            error={Boolean(errors.password)}
            helperText={errors.password}
          />
          <FormControlLabel control={<Checkbox name="remember" />} label="Remember me" />
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 1 }}>
            Sign in
          </Button>
        </Box>
        <Link
          href="#"
          variant="body2"
          onClick={(event) => event.preventDefault()}
          sx={{ display: 'block', textAlign: 'center', mt: 1.5 }}
        >
          Forgot your password?
        </Link>
        <Divider sx={{ my: 2 }}>or</Divider>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          No account yet?{' '}
          <Link href="#" onClick={(event) => event.preventDefault()}>
            Sign up
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
