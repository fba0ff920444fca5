import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function LoginValidation() {
  const [email, setEmail] = React.useState('ada@example');
  const [touched, setTouched] = React.useState(true);
  const invalid = touched && !EMAIL_PATTERN.test(email);

  return (
    <Sheet variant="outlined" sx={{ width: 320, mx: 'auto', p: 2, borderRadius: 'sm' }}>
      <FormControl error={invalid}>
        <FormLabel>Email</FormLabel>
        <Input
          name="email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <FormHelperText sx={invalid ? { color: 'danger.plainColor' } : undefined}>
          {invalid ? (
            <React.Fragment>
              <InfoOutlined />
              Enter an address such as ada@example.com.
            </React.Fragment>
          ) : (
            'We never share your address.'
          )}
        </FormHelperText>
      </FormControl>
    </Sheet>
  );
}
