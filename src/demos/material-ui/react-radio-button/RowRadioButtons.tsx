import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const sizes = ['S', 'M', 'L', 'XL'];

export default function RowRadioButtons() {
  return (
    <FormControl>
      <FormLabel id="cup-size-label">Size</FormLabel>
      <RadioGroup
        row
        aria-labelledby="cup-size-label"
        name="cup-size"
        defaultValue="M"
      >
        {sizes.map((size) => (
          <FormControlLabel
            key={size}
            value={size}
            control={<Radio size="small" color="secondary" />}
            label={size}
            labelPlacement="bottom"
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
