import Box from '@mui/system/Box';

const levels = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24];

export default function ShadowsScale() {
  return (
    <Box
      sx={{
        width: 1,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
        gap: 3,
        p: 1,
      }}
    >
      {levels.map((level) => (
        <Box
          key={level}
          sx={{
            boxShadow: level,
            p: 2,
            borderRadius: 1,
            textAlign: 'center',
            bgcolor: 'background.paper',
            fontFamily: 'monospace',
          }}
        >
          boxShadow: {level}
        </Box>
      ))}
    </Box>
  );
}
