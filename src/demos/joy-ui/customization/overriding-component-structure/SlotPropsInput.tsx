import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const countries = ['Austria', 'Belgium', 'Croatia', 'Denmark', 'Estonia', 'Finland', 'Greece', 'Hungary', 'Ireland'];

// slotProps passes props to inner elements: attributes of the native <input>, the size of the
// Select's listbox. Props on the component itself go to its root.
export default function SlotPropsInput() {
  const [code, setCode] = React.useState('');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl sx={{ width: 200 }}>
        <FormLabel htmlFor="verification-code">Verification code</FormLabel>
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          placeholder="6 digits"
          slotProps={{
            input: {
              id: 'verification-code',
              inputMode: 'numeric',
              maxLength: 6,
              autoComplete: 'one-time-code',
              sx: { letterSpacing: '0.3em', fontFamily: 'code' },
            },
          }}
        />
        <FormHelperText>{code.length}/6 digits</FormHelperText>
      </FormControl>
      <FormControl sx={{ width: 200 }}>
        <FormLabel id="country-label">Country</FormLabel>
        <Select
          defaultValue="Finland"
          slotProps={{
            button: { 'aria-labelledby': 'country-label' },
            listbox: { placement: 'bottom-start', sx: { maxHeight: 180, overflow: 'auto' } },
          }}
        >
          {countries.map((country) => (
            <Option key={country} value={country}>
              {country}
            </Option>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
