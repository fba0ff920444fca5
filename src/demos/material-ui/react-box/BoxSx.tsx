import * as React from 'react';
import Box from '@mui/material/Box';

export default function BoxSx() {
  return (
    <Box
      sx={{
        width: 160,
        height: 100,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        typography: 'subtitle1',
        transition: 'background-color 150ms',
        '&:hover': {
          bgcolor: 'primary.dark',
        },
      }}
    >
      Hover me
    </Box>
  );
}
