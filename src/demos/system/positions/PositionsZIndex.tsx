import Box from '@mui/system/Box';

const layer = {
  position: 'absolute',
  width: 140,
  p: 1.5,
  borderRadius: 1,
  boxShadow: 2,
} as const;

export default function PositionsZIndex() {
  return (
    <Box
      sx={{
        width: 1,
        position: 'relative',
        height: 180,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        sx={{
          ...layer,
          top: 16,
          left: 16,
          zIndex: 'tooltip',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        zIndex: tooltip
      </Box>
      <Box
        sx={{
          ...layer,
          top: 48,
          left: 72,
          zIndex: 'modal',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
      >
        zIndex: modal
      </Box>
      <Box
        sx={{
          ...layer,
          top: 80,
          left: 128,
          zIndex: 1,
          bgcolor: 'background.paper',
        }}
      >
        zIndex: 1
      </Box>
      <Box
        sx={{
          position: 'absolute',
          right: 8,
          bottom: 8,
          px: 1,
          borderRadius: 1,
          typography: 'caption',
          bgcolor: 'action.selected',
        }}
      >
        right: 8, bottom: 8
      </Box>
    </Box>
  );
}
