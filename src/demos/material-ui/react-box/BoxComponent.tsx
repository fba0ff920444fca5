import * as React from 'react';
import Box from '@mui/material/Box';

export default function BoxComponent() {
  return (
    <Box
      component="section"
      sx={{
        width: '100%',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: 2,
      }}
    >
      {['Plan', 'Build', 'Ship'].map((step, index) => (
        <Box
          key={step}
          component="article"
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Box component="h3" sx={{ m: 0, mb: 0.5, typography: 'h6' }}>
            {index + 1}. {step}
          </Box>
          <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
            Rendered as a real heading and paragraph, styled with sx.
          </Box>
        </Box>
      ))}
    </Box>
  );
}
