import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

export default function BasicSelect() {
  const [size, setSize] = React.useState('');

  const handleChange = (event: SelectChangeEvent) => {
    setSize(event.target.value);
  };

  return (
    <Box sx={{ width: 240 }}>
      <FormControl fullWidth>
        <InputLabel id="basic-select-label">T-shirt size</InputLabel>
        <Select
          labelId="basic-select-label"
          id="basic-select"
          value={size}
          label="T-shirt size"
          onChange={handleChange}
        >
          <MenuItem value="S">Small</MenuItem>
          <MenuItem value="M">Medium</MenuItem>
          <MenuItem value="L">Large</MenuItem>
          <MenuItem value="XL">Extra large</MenuItem>
        </Select>
      </FormControl>
    </Box>
  );
}
