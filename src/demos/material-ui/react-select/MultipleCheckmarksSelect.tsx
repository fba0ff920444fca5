import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const amenities = [
  'Air conditioning',
  'Balcony',
  'Dishwasher',
  'Parking',
  'Pet friendly',
  'Washing machine',
  'Wi-Fi',
];

export default function MultipleCheckmarksSelect() {
  const [selected, setSelected] = React.useState<string[]>(['Wi-Fi']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Browser autofill can hand back a comma-separated string.
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <InputLabel id="amenities-label">Amenities</InputLabel>
      <Select
        labelId="amenities-label"
        multiple
        value={selected}
        onChange={handleChange}
        input={<OutlinedInput label="Amenities" />}
        renderValue={(values) => values.join(', ')}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 300 } } } }}
      >
        {amenities.map((amenity) => (
          <MenuItem key={amenity} value={amenity}>
            {/* The item is announced as selected; the checkbox only shows it. */}
            <Checkbox
              checked={selected.includes(amenity)}
              tabIndex={-1}
              disableRipple
              slotProps={{ input: { 'aria-hidden': true } }}
            />
            <ListItemText primary={amenity} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
