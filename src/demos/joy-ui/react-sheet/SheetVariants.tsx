import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const colors = ['neutral', 'primary', 'success'] as const;

export default function SheetVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(64px, 1fr))',
        gap: 1.5,
        width: '100%',
      }}
    >
      {colors.map((color) =>
        variants.map((variant) => (
          <Sheet
            key={`${color}-${variant}`}
            variant={variant}
            color={color}
            sx={{
              p: 1.5,
              borderRadius: 'sm',
              textAlign: 'center',
              fontSize: 'sm',
            }}
          >
            {variant}
            <br />
            {color}
          </Sheet>
        )),
      )}
    </Box>
  );
}
