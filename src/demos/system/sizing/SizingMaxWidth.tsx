import Box from '@mui/system/Box';

export default function SizingMaxWidth() {
  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        sx={{
          maxWidth: 'sm',
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        maxWidth: &apos;sm&apos; resolves to the sm breakpoint value (600px by
        default).
      </Box>
      <Box
        sx={{
          maxWidth: 0.5,
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        maxWidth: 0.5 becomes 50%.
      </Box>
      <Box
        sx={{
          height: 80,
          minWidth: 120,
          width: 0.3,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.selected',
        }}
      >
        height: 80, width: 0.3, minWidth: 120
      </Box>
    </Box>
  );
}
