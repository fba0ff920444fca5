import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const placements = ['top', 'start', 'bottom', 'end'] as const;

export default function LabelPlacementRadio() {
  const labelId = React.useId();

  return (
    <FormControl>
      <FormLabel id={labelId}>Label placement</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="label-placement"
        defaultValue="top"
      >
        {placements.map((placement) => (
          <FormControlLabel
            key={placement}
            value={placement}
            control={<Radio />}
            label={placement.charAt(0).toUpperCase() + placement.slice(1)}
            labelPlacement={placement}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
