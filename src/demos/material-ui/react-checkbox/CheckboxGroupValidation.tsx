import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const sides = ['Fries', 'Salad', 'Soup', 'Rice'];
const LIMIT = 2;

export default function CheckboxGroupValidation() {
  const [selected, setSelected] = React.useState<string[]>(['Salad']);
  const error = selected.length !== LIMIT;

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const { name, checked } = event.target;
    setSelected((prev) =>
      checked ? [...prev, name] : prev.filter((side) => side !== name),
    );
  };

  return (
    <FormControl required error={error} component="fieldset" variant="standard">
      <FormLabel component="legend">Choose two sides</FormLabel>
      <FormGroup>
        {sides.map((side) => (
          <FormControlLabel
            key={side}
            control={
              <Checkbox
                name={side}
                checked={selected.includes(side)}
                onChange={handleChange}
              />
            }
            label={side}
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {error ? `Selected ${selected.length} of ${LIMIT}` : 'Good choice'}
      </FormHelperText>
    </FormControl>
  );
}
