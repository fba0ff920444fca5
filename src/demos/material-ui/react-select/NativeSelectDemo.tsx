import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';

export default function NativeSelectDemo() {
  return (
    <FormControl sx={{ width: 220 }}>
      <InputLabel variant="standard" htmlFor="native-select-country">
        Country
      </InputLabel>
      <NativeSelect
        defaultValue="PT"
        inputProps={{ name: 'country', id: 'native-select-country' }}
      >
        <option value="BR">Brazil</option>
        <option value="CA">Canada</option>
        <option value="IN">India</option>
        <option value="PT">Portugal</option>
        <option value="ZA">South Africa</option>
      </NativeSelect>
    </FormControl>
  );
}
