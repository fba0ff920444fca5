import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function ButtonDisabled() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Button key={variant} variant={variant} disabled>
          {variant}
        </Button>
      ))}
    </Box>
  );
}
