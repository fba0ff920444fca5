import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Key from '@mui/icons-material/Key';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function InputPassword() {
  const [visible, setVisible] = React.useState(false);
  const [value, setValue] = React.useState('');

  return (
    <FormControl sx={{ width: '100%', maxWidth: 320 }}>
      <FormLabel>Password</FormLabel>
      <Input
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        startDecorator={<Key />}
        endDecorator={
          <IconButton
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            onClick={() => setVisible(!visible)}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        }
        slotProps={{ input: { autoComplete: 'new-password' } }}
      />
      <FormHelperText>{value.length < 8 ? 'At least 8 characters.' : 'Looks good.'}</FormHelperText>
    </FormControl>
  );
}
