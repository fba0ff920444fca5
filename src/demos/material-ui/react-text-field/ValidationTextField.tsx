import * as React from 'react';
import TextField from '@mui/material/TextField';

const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export default function ValidationTextField() {
  const [email, setEmail] = React.useState('');
  const invalid = email !== '' && !EMAIL_PATTERN.test(email);

  return (
    <TextField
      id="validation-email"
      label="Email"
      type="email"
      required
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      error={invalid}
      helperText={
        invalid ? 'Enter a valid email address' : 'We never share your email'
      }
      sx={{ width: 320, maxWidth: '100%' }}
    />
  );
}
