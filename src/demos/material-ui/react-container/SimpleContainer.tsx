import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function SimpleContainer() {
  return (
    <Box sx={{ width: '100%', bgcolor: 'action.hover', py: 2 }}>
      <Container maxWidth="sm">
        <Box sx={{ bgcolor: 'background.paper', p: 2, borderRadius: 1 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {'maxWidth="sm"'}
          </Typography>
          <Typography variant="body2">
            The content is centered and never wider than 600px. On narrow
            screens it keeps 16px of padding on each side (24px from the sm
            breakpoint).
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
