import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function InputValidation() {
  const [value, setValue] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const invalid = touched && !/^\S+@\S+\.\S+$/.test(value);

  return (
    <FormControl required error={invalid} sx={{ width: '100%', maxWidth: 320 }}>
      <FormLabel>Email</FormLabel>
      <Input
        type="email"
        name="email"
        placeholder="you@example.com"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      <FormHelperText>
        {invalid ? (
          <>
            <InfoOutlined />
            Enter a valid email address.
          </>
        ) : (
          'We only use it to send receipts.'
        )}
      </FormHelperText>
    </FormControl>
  );
}
