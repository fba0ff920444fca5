import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const { zIndex } = createTheme();

// Sorted from the lowest layer to the highest.
const layers = (Object.entries(zIndex) as Array<[string, number]>).sort((a, b) => a[1] - b[1]);

export default function ZIndexLayers() {
  return (
    <Box
      role="list"
      aria-label="Default z-index layers, lowest first"
      sx={{
        position: 'relative',
        // A stacking context of its own keeps these layers inside the demo.
        isolation: 'isolate',
        width: '100%',
        height: 30 + layers.length * 26,
        overflow: 'hidden',
      }}
    >
      {layers.map(([name, value], index) => (
        <Box
          key={name}
          role="listitem"
          sx={{
            position: 'absolute',
            left: { xs: index * 10, sm: index * 32 },
            top: index * 26,
            width: { xs: 230, sm: 290 },
            whiteSpace: 'nowrap',
            px: 1.5,
            py: 1,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            boxShadow: 3,
          }}
          style={{ zIndex: value }}
        >
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            zIndex.{name}: <strong>{value}</strong>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
