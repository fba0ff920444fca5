import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

export default function RadioButtonsGroup() {
  const [shipping, setShipping] = React.useState('standard');

  return (
    <FormControl>
      <FormLabel id="shipping-label">Shipping method</FormLabel>
      <RadioGroup
        aria-labelledby="shipping-label"
        name="shipping"
        value={shipping}
        onChange={(event) => setShipping(event.target.value)}
      >
        <FormControlLabel
          value="standard"
          control={<Radio />}
          label="Standard (3-5 days), free"
        />
        <FormControlLabel
          value="express"
          control={<Radio />}
          label="Express (1-2 days), $9"
        />
        <FormControlLabel
          value="drone"
          control={<Radio />}
          label="Drone delivery (not available in your area)"
          disabled
        />
      </RadioGroup>
      <Typography variant="body2" color="text.secondary">
        Selected: {shipping}
      </Typography>
    </FormControl>
  );
}
