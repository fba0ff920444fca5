import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

interface Field {
  id: string;
  label: string;
  message: string;
}

const fields: Field[] = [
  { id: 'summary-name', label: 'Full name', message: 'Enter your full name' },
  { id: 'summary-email', label: 'Email', message: 'Enter an email address' },
];

export default function ErrorSummaryAlert() {
  const [values, setValues] = React.useState<Record<string, string>>({});
  const [errors, setErrors] = React.useState<Field[]>([]);
  const [done, setDone] = React.useState(false);
  const summaryRef = React.useRef<HTMLDivElement>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = fields.filter((field) => !(values[field.id] ?? '').trim());
    setErrors(missing);
    setDone(missing.length === 0);
    if (missing.length > 0) {
      // Move focus to the summary so keyboard and screen reader users hear it first.
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
  };

  const focusField = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    document.getElementById(id)?.focus();
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ width: 400, maxWidth: '100%', mx: 'auto' }}>
      <Stack spacing={2}>
        {errors.length > 0 && (
          <Alert severity="error" ref={summaryRef} tabIndex={-1}>
            <AlertTitle>{`Fix ${errors.length} problem${errors.length === 1 ? '' : 's'}`}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {errors.map((field) => (
                <li key={field.id}>
                  <Link href="#" color="inherit" onClick={(event) => focusField(event, field.id)}>
                    {field.message}
                  </Link>
                </li>
              ))}
            </Box>
          </Alert>
        )}
        {done && <Alert severity="success">Registration sent.</Alert>}
        {fields.map((field) => {
          const error = errors.find((item) => item.id === field.id);
          return (
            <TextField
              key={field.id}
              id={field.id}
              label={field.label}
              required
              value={values[field.id] ?? ''}
              onChange={(event) => setValues((previous) => ({ ...previous, [field.id]: event.target.value }))}
              error={Boolean(error)}
              helperText={error ? error.message : ' '}
            />
          );
        })}
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Register
        </Button>
      </Stack>
    </Box>
  );
}
