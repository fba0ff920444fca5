import Box from '@mui/system/Box';

export default function TypographyProperties() {
  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ fontWeight: 'fontWeightLight' }}>fontWeight: fontWeightLight</Box>
      <Box sx={{ fontWeight: 'bold' }}>fontWeight: bold</Box>
      <Box sx={{ fontSize: 'h6.fontSize' }}>fontSize: h6.fontSize</Box>
      <Box sx={{ fontFamily: 'monospace', letterSpacing: 2 }}>
        fontFamily: monospace, letterSpacing: 2
      </Box>
      <Box sx={{ textTransform: 'uppercase', textAlign: 'center' }}>
        textTransform and textAlign
      </Box>
      <Box sx={{ fontStyle: 'italic', lineHeight: 2 }}>
        fontStyle: italic, lineHeight: 2
      </Box>
      <Box
        sx={{
          width: 220,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        A long sentence that is cut with an ellipsis when it runs out of room.
      </Box>
    </Box>
  );
}
