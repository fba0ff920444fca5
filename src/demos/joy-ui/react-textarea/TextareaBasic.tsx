import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function TextareaBasic() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 400 }}>
      <Textarea
        aria-label="Outlined textarea"
        placeholder="Outlined (default)"
        minRows={2}
      />
      <Textarea
        aria-label="Soft textarea"
        variant="soft"
        placeholder="Soft"
        minRows={2}
      />
      <Textarea
        aria-label="Solid textarea"
        variant="solid"
        placeholder="Solid"
        minRows={2}
      />
      <Textarea
        aria-label="Plain textarea"
        variant="plain"
        placeholder="Plain"
        minRows={2}
      />
    </Stack>
  );
}
