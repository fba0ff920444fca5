import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const levels = [
  { value: 'low', label: 'Low', color: 'success' },
  { value: 'normal', label: 'Normal', color: 'primary' },
  { value: 'high', label: 'High', color: 'warning' },
  { value: 'urgent', label: 'Urgent', color: 'error' },
] as const;

export default function ColorRadioButtons() {
  const labelId = React.useId();

  return (
    <FormControl>
      <FormLabel id={labelId}>Priority</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="priority"
        defaultValue="normal"
      >
        {levels.map((level) => (
          <FormControlLabel
            key={level.value}
            value={level.value}
            control={<Radio color={level.color} />}
            label={level.label}
          />
        ))}
        <FormControlLabel
          value="later"
          control={
            <Radio
              sx={{
                color: 'secondary.light',
                '&.Mui-checked': { color: 'secondary.main' },
              }}
            />
          }
          label="Someday (sx)"
        />
      </RadioGroup>
    </FormControl>
  );
}
