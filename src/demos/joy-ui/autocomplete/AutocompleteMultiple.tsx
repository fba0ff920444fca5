import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const tags = [
  'accessibility',
  'bug',
  'design',
  'documentation',
  'enhancement',
  'performance',
  'security',
  'testing',
];

export default function AutocompleteMultiple() {
  return (
    <FormControl sx={{ width: '100%', maxWidth: 400 }}>
      <FormLabel>Labels</FormLabel>
      <Autocomplete
        multiple
        placeholder="Add labels"
        options={tags}
        defaultValue={['bug', 'documentation', 'testing']}
        limitTags={2}
        disableCloseOnSelect
      />
    </FormControl>
  );
}
