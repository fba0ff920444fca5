import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type Field = 'firstName' | 'lastName' | 'email' | 'password';

const labels: Record<Field, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
};

export default function SignUpTemplate() {
  const [values, setValues] = React.useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [submitted, setSubmitted] = React.useState(false);
  const [created, setCreated] = React.useState(false);

  const errors: Partial<Record<Field, string>> = {};
  (Object.keys(values) as Field[]).forEach((field) => {
    if (values[field].trim() === '') {
      errors[field] = `${labels[field]} is required.`;
    }
  });
  if (values.email && !values.email.includes('@')) {
    errors.email = 'An email address contains an @.';
  }
  if (values.password && values.password.length < 8) {
    errors.password = `${8 - values.password.length} more characters needed.`;
  }

  const handleChange = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    setCreated(false);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setCreated(Object.keys(errors).length === 0);
  };

  const fieldProps = (field: Field) => ({
    name: field,
    label: labels[field],
    value: values[field],
    onChange: handleChange(field),
    required: true,
    fullWidth: true,
    error: submitted && Boolean(errors[field]),
    helperText: submitted ? errors[field] : undefined,
  });

  return (
    <Box
      role="region"
      aria-label="Sign-up template"
      tabIndex={0}
      sx={{
        height: 480,
        overflow: 'auto',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: 3 }}>
        <Typography component="h3" variant="h5" gutterBottom>
          Create an account
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Fourteen days free, no card needed.
        </Typography>
        {created ? (
          <Alert severity="success" sx={{ mb: 1 }}>
            Welcome, {values.firstName}! Check {values.email} for a confirmation link.
          </Alert>
        ) : null}
        <Box component="form" noValidate onSubmit={handleSubmit}>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...fieldProps('firstName')} autoComplete="given-name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...fieldProps('lastName')} autoComplete="family-name" />
            </Grid>
            <Grid size={12}>
              <TextField {...fieldProps('email')} type="email" autoComplete="email" />
            </Grid>
            <Grid size={12}>
              <TextField {...fieldProps('password')} type="password" autoComplete="new-password" />
            </Grid>
          </Grid>
          <FormControlLabel
            control={<Checkbox name="updates" />}
            label="Send me a monthly product update"
          />
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 1 }}>
            Sign up
          </Button>
        </Box>
        <Typography variant="body2" sx={{ textAlign: 'center', mt: 2 }}>
          Already registered?{' '}
          <Link href="#" onClick={(event) => event.preventDefault()}>
            Sign in
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
