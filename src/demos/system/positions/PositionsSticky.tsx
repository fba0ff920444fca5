import Box from '@mui/system/Box';

export default function PositionsSticky() {
  return (
    // A scrolling box is focusable and named, so keyboard users can scroll it.
    <Box
      role="region"
      aria-label="Groups"
      tabIndex={0}
      sx={{
        width: 1,
        height: 200,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {['A', 'B', 'C'].map((letter) => (
        <section key={letter}>
          <Box
            sx={{
              position: 'sticky',
              top: 0,
              px: 2,
              py: 0.5,
              fontWeight: 'fontWeightBold',
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            Group {letter}
          </Box>
          {[1, 2, 3, 4].map((n) => (
            <Box key={n} sx={{ px: 2, py: 1 }}>
              Item {letter}
              {n}
            </Box>
          ))}
        </section>
      ))}
    </Box>
  );
}
