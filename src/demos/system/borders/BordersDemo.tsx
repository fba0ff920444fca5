import Box from '@mui/system/Box';

const base = {
  width: 96,
  height: 64,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bgcolor: 'background.paper',
  fontFamily: 'monospace',
  fontSize: 12,
} as const;

export default function BordersDemo() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ ...base, border: 1 }}>border: 1</Box>
      <Box sx={{ ...base, borderTop: 3, borderColor: 'primary.main' }}>
        borderTop: 3
      </Box>
      <Box sx={{ ...base, borderLeft: 4, borderColor: 'error.main' }}>
        borderLeft: 4
      </Box>
      <Box sx={{ ...base, border: '2px dashed', borderColor: 'success.main' }}>
        dashed
      </Box>
      <Box sx={{ ...base, border: 1, borderColor: 'divider', borderBottom: 0 }}>
        borderBottom: 0
      </Box>
    </Box>
  );
}
