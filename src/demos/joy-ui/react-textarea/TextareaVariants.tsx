import Box from '@mui/joy/Box';
import Textarea from '@mui/joy/Textarea';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function TextareaVariants() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 2,
      }}
    >
      {variants.map((variant) => (
        <Textarea
          key={variant}
          variant={variant}
          minRows={2}
          placeholder={`A ${variant} textarea`}
          aria-label={`${variant} textarea`}
        />
      ))}
    </Box>
  );
}
