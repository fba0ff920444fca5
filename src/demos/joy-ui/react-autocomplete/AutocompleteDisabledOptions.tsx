import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

interface Slot {
  label: string;
  full: boolean;
}

const slots: Slot[] = [
  { label: '09:00', full: false },
  { label: '10:00', full: true },
  { label: '11:00', full: false },
  { label: '13:00', full: true },
  { label: '14:00', full: false },
  { label: '15:00', full: false },
];

export default function AutocompleteDisabledOptions() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <FormControl sx={{ flex: 1 }}>
        <FormLabel>Appointment time</FormLabel>
        <Autocomplete
          placeholder="Pick a time"
          options={slots}
          getOptionDisabled={(option) => option.full}
          autoHighlight
        />
        <FormHelperText>Booked times cannot be picked.</FormHelperText>
      </FormControl>
      <FormControl disabled sx={{ flex: 1 }}>
        <FormLabel>Room</FormLabel>
        <Autocomplete placeholder="Pick a room" options={['Room A', 'Room B']} />
      </FormControl>
    </Stack>
  );
}
