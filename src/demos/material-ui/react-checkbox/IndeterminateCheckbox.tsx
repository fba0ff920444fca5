import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export default function IndeterminateCheckbox() {
  const [checked, setChecked] = React.useState<string[]>(['Monday']);

  const allChecked = checked.length === days.length;
  const someChecked = checked.length > 0 && !allChecked;

  const toggleDay = (day: string) => {
    setChecked((prev) =>
      prev.includes(day) ? prev.filter((d) => d !== day) : [...prev, day],
    );
  };

  return (
    <div>
      <FormControlLabel
        label="Every weekday"
        control={
          <Checkbox
            checked={allChecked}
            indeterminate={someChecked}
            onChange={() => setChecked(allChecked ? [] : days)}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {days.map((day) => (
          <FormControlLabel
            key={day}
            label={day}
            control={
              <Checkbox
                checked={checked.includes(day)}
                onChange={() => toggleDay(day)}
              />
            }
          />
        ))}
      </Box>
    </div>
  );
}
