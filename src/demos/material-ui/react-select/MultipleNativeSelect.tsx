import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';

const rooms = ['Attic', 'Bathroom', 'Bedroom', 'Garage', 'Hallway', 'Kitchen', 'Study'];

export default function MultipleNativeSelect() {
  const [selected, setSelected] = React.useState<string[]>(['Kitchen']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    // A native multiple select reports its choice through selectedOptions.
    const { options } = event.target as unknown as HTMLSelectElement;
    const values: string[] = [];
    for (const option of Array.from(options)) {
      if (option.selected) {
        values.push(option.value);
      }
    }
    setSelected(values);
  };

  return (
    <Box sx={{ width: 260, maxWidth: '100%' }}>
      <FormControl fullWidth>
        <InputLabel shrink htmlFor="select-rooms-native">
          Rooms to paint
        </InputLabel>
        <Select<string[]>
          multiple
          native
          notched
          value={selected}
          onChange={handleChange}
          label="Rooms to paint"
          id="select-rooms-native"
          // Tall enough to list every room without scrolling.
          sx={{ '& select[multiple]': { height: 150, pt: 2 } }}
        >
          {rooms.map((room) => (
            <option key={room} value={room}>
              {room}
            </option>
          ))}
        </Select>
      </FormControl>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {`Chosen: ${selected.join(', ') || 'none'}`}
      </Typography>
    </Box>
  );
}
