import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

export default function AutoWidthSelect() {
  const [shipping, setShipping] = React.useState('');

  return (
    <FormControl sx={{ minWidth: 120 }}>
      <InputLabel id="auto-width-label">Shipping</InputLabel>
      <Select
        labelId="auto-width-label"
        value={shipping}
        onChange={(event: SelectChangeEvent) => setShipping(event.target.value)}
        autoWidth
        label="Shipping"
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        <MenuItem value="standard">Standard</MenuItem>
        <MenuItem value="express">Express, next working day</MenuItem>
        <MenuItem value="pickup">Pick up from a parcel locker near you</MenuItem>
      </Select>
    </FormControl>
  );
}
