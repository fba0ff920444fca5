import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';

const heights = [90, 140, 70, 120, 100, 60, 130, 80, 110];

export default function SSRMasonry() {
  return (
    <Masonry
      columns={3}
      spacing={2}
      defaultColumns={3}
      defaultSpacing={2}
      defaultHeight={460}
      sx={{ width: '100%' }}
    >
      {heights.map((height, index) => (
        <Paper
          key={index}
          variant="outlined"
          sx={{
            height,
            display: 'grid',
            placeItems: 'center',
            typography: 'h6',
          }}
        >
          {index + 1}
        </Paper>
      ))}
    </Masonry>
  );
}
