import Box from '@mui/system/Box';

export default function SpacingSides() {
  return (
    <Box sx={{ width: 1, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {(['p', 'px', 'py', 'pt', 'pl'] as const).map((key) => (
        <Box key={key} sx={{ bgcolor: 'primary.light', borderRadius: 1, [key]: 2 }}>
          <Box
            sx={{
              bgcolor: 'background.paper',
              fontFamily: 'monospace',
              px: 1,
              border: 1,
              borderColor: 'divider',
            }}
          >
            {key}: 2
          </Box>
        </Box>
      ))}
      <Box
        sx={{
          width: 1,
          display: 'flex',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1,
        }}
      >
        <Box sx={{ px: 1, bgcolor: 'action.selected' }}>Logo</Box>
        <Box sx={{ ml: 'auto', px: 1, bgcolor: 'action.selected' }}>
          ml: &apos;auto&apos;
        </Box>
      </Box>
    </Box>
  );
}
