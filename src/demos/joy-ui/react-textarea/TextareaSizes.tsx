import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function TextareaSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Textarea
          key={size}
          size={size}
          placeholder={`Size ${size}`}
          aria-label={`Note (size ${size})`}
        />
      ))}
    </Stack>
  );
}
