import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

interface City {
  name: string;
  continent: string;
}

const cities: readonly City[] = [
  { name: 'Cairo', continent: 'Africa' },
  { name: 'Lagos', continent: 'Africa' },
  { name: 'Nairobi', continent: 'Africa' },
  { name: 'Osaka', continent: 'Asia' },
  { name: 'Seoul', continent: 'Asia' },
  { name: 'Berlin', continent: 'Europe' },
  { name: 'Lisbon', continent: 'Europe' },
  { name: 'Oslo', continent: 'Europe' },
  { name: 'Lima', continent: 'South America' },
];

export default function AutocompleteGrouped() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
      <FormControl>
        <FormLabel>City (grouped)</FormLabel>
        <Autocomplete
          placeholder="Pick a city"
          options={cities}
          groupBy={(option) => option.continent}
          getOptionLabel={(option) => option.name}
        />
      </FormControl>
      <FormControl>
        <FormLabel>Tag (free text allowed)</FormLabel>
        <Autocomplete
          freeSolo
          placeholder="Type anything"
          options={['urgent', 'later', 'waiting']}
        />
      </FormControl>
    </Stack>
  );
}
