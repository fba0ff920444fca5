import Box from '@mui/system/Box';

const rows = [
  { sx: { p: 2 }, label: 'p: 2' },
  { sx: { px: 4, py: 1 }, label: 'px: 4, py: 1' },
  { sx: { pl: 6, pr: 1, py: 1 }, label: 'pl: 6, pr: 1, py: 1' },
  { sx: { p: 1, mx: 'auto', width: 0.5 }, label: "p: 1, mx: 'auto', width: 0.5" },
] as const;

export default function UsageShorthands() {
  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {rows.map((row) => (
        // The outer box shows the padding area; the inner one is the content.
        <Box
          key={row.label}
          sx={{
            ...row.sx,
            bgcolor: 'action.selected',
            borderRadius: 1,
          }}
        >
          <Box
            sx={{
              px: 1,
              py: 0.5,
              bgcolor: 'background.paper',
              borderRadius: 0.5,
              fontFamily: 'monospace',
              fontSize: 13,
            }}
          >
            {row.label}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
