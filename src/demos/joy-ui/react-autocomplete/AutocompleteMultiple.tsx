import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
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
        // The default chips' delete buttons have no name: these say what they remove.
        renderTags={(selected, getTagProps) =>
          selected.map((tag, index) => {
            const { key, ...deleteProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="soft"
                color="neutral"
                endDecorator={
                  <ChipDelete {...deleteProps} aria-label={`Remove ${tag}`} />
                }
              >
                {tag}
              </Chip>
            );
          })
        }
      />
    </FormControl>
  );
}
