import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export default function LocalBackdrop() {
  const [loading, setLoading] = React.useState(false);
  const [refreshes, setRefreshes] = React.useState(0);

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    const timer = setTimeout(() => {
      setLoading(false);
      setRefreshes((count) => count + 1);
    }, 2000);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Box
      aria-busy={loading}
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 360,
        mx: 'auto',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Typography variant="h6" component="h3">
        Build status
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {refreshes === 0
          ? 'All 24 checks passed.'
          : `All 24 checks passed. Refreshed ${refreshes} time${refreshes > 1 ? 's' : ''}.`}
      </Typography>
      <Button variant="contained" size="small" onClick={() => setLoading(true)}>
        Refresh
      </Button>
      <Backdrop
        open={loading}
        sx={(theme) => ({
          position: 'absolute',
          zIndex: 1,
          bgcolor: alpha(theme.palette.background.paper, 0.7),
        })}
      >
        <CircularProgress size={32} />
      </Backdrop>
    </Box>
  );
}
