import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const sizes = [
  <MenuItem key="s" value="S">Small</MenuItem>,
  <MenuItem key="m" value="M">Medium</MenuItem>,
  <MenuItem key="l" value="L">Large</MenuItem>,
];

export default function SelectOtherProps() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl disabled sx={{ width: 170 }}>
        <InputLabel id="props-disabled-label">Size (disabled)</InputLabel>
        <Select
          labelId="props-disabled-label"
          label="Size (disabled)"
          defaultValue="M"
        >
          {sizes}
        </Select>
      </FormControl>
      <FormControl error sx={{ width: 170 }}>
        <InputLabel id="props-error-label">Size</InputLabel>
        <Select labelId="props-error-label" label="Size" defaultValue="L">
          {sizes}
        </Select>
        <FormHelperText>Out of stock in this size</FormHelperText>
      </FormControl>
      <FormControl sx={{ width: 170 }}>
        <InputLabel id="props-read-only-label">Size</InputLabel>
        <Select
          labelId="props-read-only-label"
          label="Size"
          defaultValue="S"
          readOnly
        >
          {sizes}
        </Select>
        <FormHelperText>Read only</FormHelperText>
      </FormControl>
      <FormControl required sx={{ width: 170 }}>
        <InputLabel id="props-required-label">Size</InputLabel>
        <Select labelId="props-required-label" label="Size" defaultValue="">
          {sizes}
        </Select>
        <FormHelperText>Required</FormHelperText>
      </FormControl>
    </Stack>
  );
}
