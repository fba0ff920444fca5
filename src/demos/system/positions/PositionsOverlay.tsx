import * as React from 'react';
import Box from '@mui/system/Box';
import Button from '@mui/material/Button';

export default function PositionsOverlay() {
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    const timer = setTimeout(() => setLoading(false), 1500);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setLoading(true)} disabled={loading}>
        Refresh
      </Button>
      <Box
        aria-busy={loading}
        sx={{
          position: 'relative',
          width: 280,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box sx={{ fontWeight: 'fontWeightMedium' }}>Weekly summary</Box>
        <Box sx={{ color: 'text.secondary' }}>42 tasks done, 6 open, 3 overdue.</Box>
        {loading && (
          // inset: 0 stretches the overlay over the whole card.
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              bgcolor: 'background.paper',
              opacity: 0.9,
              borderRadius: 1,
            }}
          >
            {/* top/left 50% plus a negative translate centres the label. */}
            <Box
              sx={{
                position: 'absolute',
                top: '50%',
                left: '50%',
                transform: 'translate(-50%, -50%)',
                fontWeight: 'fontWeightMedium',
              }}
            >
              Updating…
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}
