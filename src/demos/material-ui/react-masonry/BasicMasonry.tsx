import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';

const heights = [150, 80, 210, 120, 90, 170, 60, 140, 100, 190, 110, 70];

export default function BasicMasonry() {
  return (
    <Masonry columns={4} spacing={2}>
      {heights.map((height, index) => (
        <Paper
          key={index}
          variant="outlined"
          sx={{
            height,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            typography: 'h6',
          }}
        >
          {index + 1}
        </Paper>
      ))}
    </Masonry>
  );
}
