import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function MiddleDividers() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <Box sx={{ p: 2 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Typography variant="h6" component="div">
            Walnut desk
          </Typography>
          <Typography variant="h6" component="div">
            €480
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Solid walnut top on powder-coated steel legs, 140 by 70 cm.
        </Typography>
      </Box>
      <Divider variant="middle" />
      <Box sx={{ p: 2 }}>
        <Typography variant="body2" gutterBottom>
          Finish
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip label="Oiled" color="primary" />
          <Chip label="Lacquered" />
          <Chip label="Raw" />
        </Stack>
      </Box>
    </Paper>
  );
}
