import Box from '@mui/system/Box';

const radii = [0, 1, 2, 4, '50%', '16px 0'] as const;

export default function BordersRadius() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {radii.map((radius) => (
        <Box
          key={String(radius)}
          sx={{
            width: 96,
            height: 96,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            borderRadius: radius,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontFamily: 'monospace',
            fontSize: 12,
          }}
        >
          {typeof radius === 'number' ? radius : `'${radius}'`}
        </Box>
      ))}
    </Box>
  );
}
