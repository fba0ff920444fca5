import Box from '@mui/system/Box';

const widths = [0.25, 0.5, 0.75, 1, 200, '12rem', 'auto'] as const;

export default function SizingFractions() {
  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {widths.map((width) => (
        <Box
          key={String(width)}
          sx={{
            width,
            p: 1,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontFamily: 'monospace',
            whiteSpace: 'nowrap',
          }}
        >
          width: {typeof width === 'string' ? `'${width}'` : width}
        </Box>
      ))}
    </Box>
  );
}
