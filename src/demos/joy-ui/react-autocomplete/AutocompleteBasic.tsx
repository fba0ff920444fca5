import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const languages = [
  'C',
  'C#',
  'Go',
  'Java',
  'JavaScript',
  'Kotlin',
  'Python',
  'Ruby',
  'Rust',
  'Swift',
  'TypeScript',
];

export default function AutocompleteBasic() {
  return (
    <FormControl sx={{ width: '100%', maxWidth: 320 }}>
      <FormLabel>Favorite language</FormLabel>
      <Autocomplete placeholder="Start typing…" options={languages} />
    </FormControl>
  );
}
