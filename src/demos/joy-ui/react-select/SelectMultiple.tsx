import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export default function SelectMultiple() {
  const [days, setDays] = React.useState<string[]>(['Monday', 'Thursday']);

  return (
    <FormControl sx={{ width: '100%', maxWidth: 400 }}>
      <FormLabel>Office days</FormLabel>
      <Select
        multiple
        placeholder="Pick days"
        value={days}
        onChange={(event, newValue) => setDays(newValue)}
        renderValue={(selected) => (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {selected.map((option) => (
              <Chip key={option.value} variant="soft" color="primary" size="sm">
                {option.label}
              </Chip>
            ))}
          </Box>
        )}
      >
        {weekdays.map((day) => (
          <Option key={day} value={day}>
            {day}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
