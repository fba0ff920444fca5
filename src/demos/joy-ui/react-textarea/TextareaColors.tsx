import Box from '@mui/joy/Box';
import Textarea from '@mui/joy/Textarea';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function TextareaColors() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 2,
      }}
    >
      {colors.map((color) => (
        <Textarea
          key={color}
          color={color}
          minRows={2}
          defaultValue={`Focus me: ${color}`}
          aria-label={`${color} textarea`}
        />
      ))}
    </Box>
  );
}
