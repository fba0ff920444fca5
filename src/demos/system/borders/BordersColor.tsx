import Box from '@mui/system/Box';

const colors = [
  'primary.main',
  'secondary.main',
  'error.main',
  'warning.main',
  'success.main',
  'grey.500',
  'text.primary',
  'divider',
];

export default function BordersColor() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {colors.map((color) => (
        <Box
          key={color}
          sx={{
            width: 120,
            height: 64,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 2,
            borderColor: color,
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: 12,
          }}
        >
          {color}
        </Box>
      ))}
    </Box>
  );
}
