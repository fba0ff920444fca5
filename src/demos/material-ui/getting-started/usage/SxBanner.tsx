import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export default function SxBanner() {
  return (
    <Box
      sx={{
        p: { xs: 2, md: 4 },
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 2,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h5" component="p">
          Welcome back
        </Typography>
        <Typography variant="body2">You have two reports waiting for review.</Typography>
      </Box>
      <Button variant="outlined" color="inherit">
        Open reports
      </Button>
    </Box>
  );
}
