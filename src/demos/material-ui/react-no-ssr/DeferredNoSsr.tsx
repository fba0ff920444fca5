import * as React from 'react';
import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import Typography from '@mui/material/Typography';

const swatches = Array.from({ length: 48 }, (_, index) => index);

export default function DeferredNoSsr() {
  return (
    <div>
      <Typography variant="body2" sx={{ mb: 1 }}>
        The server sends the text below; the grid of swatches is rendered after
        the page has become interactive.
      </Typography>
      <NoSsr
        defer
        fallback={
          <Box sx={{ height: 96, borderRadius: 1, bgcolor: 'action.hover' }} />
        }
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(24px, 1fr))',
            gap: 0.5,
            height: 96,
            alignContent: 'start',
          }}
        >
          {swatches.map((index) => (
            <Box
              key={index}
              sx={{
                height: 20,
                borderRadius: 0.5,
                bgcolor: `hsl(${index * 7.5}, 70%, 55%)`,
              }}
            />
          ))}
        </Box>
      </NoSsr>
    </div>
  );
}
