import Box from '@mui/system/Box';

const swatches = [
  'primary.main',
  'secondary.main',
  'error.main',
  'warning.main',
  'info.main',
  'success.main',
] as const;

export default function PaletteColors() {
  return (
    <Box
      sx={{
        width: 1,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
        gap: 1,
      }}
    >
      {swatches.map((color) => (
        <Box
          key={color}
          sx={{
            p: 2,
            borderRadius: 1,
            bgcolor: color,
            color: color.replace('main', 'contrastText'),
            fontFamily: 'monospace',
          }}
        >
          {color}
        </Box>
      ))}
    </Box>
  );
}
