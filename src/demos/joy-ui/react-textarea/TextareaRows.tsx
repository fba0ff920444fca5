import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function TextareaRows() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 400 }}>
      <FormControl>
        <FormLabel>Grows from 2 up to 4 rows</FormLabel>
        <Textarea minRows={2} maxRows={4} placeholder="Type several lines…" />
        <FormHelperText>After four rows the field scrolls.</FormHelperText>
      </FormControl>
      <FormControl error>
        <FormLabel>Fixed three rows</FormLabel>
        <Textarea minRows={3} maxRows={3} defaultValue="Too short" />
        <FormHelperText>
          Describe the issue in at least 20 characters.
        </FormHelperText>
      </FormControl>
    </Stack>
  );
}
