import * as React from 'react';
import Box from '@mui/material/Box';

const stats = [
  { label: 'Open tickets', value: '18' },
  { label: 'Median reply', value: '2h 10m' },
  { label: 'Satisfaction', value: '94%' },
];

export default function BoxLayout() {
  return (
    <Box
      component="section"
      aria-label="Support summary"
      sx={{
        width: '100%',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      {stats.map((stat) => (
        <Box
          key={stat.label}
          sx={{
            flex: 1,
            p: 2,
            borderRadius: 1,
            bgcolor: 'action.hover',
            textAlign: 'center',
          }}
        >
          <Box
            component="p"
            sx={{ m: 0, typography: 'h5', color: 'text.primary' }}
          >
            {stat.value}
          </Box>
          <Box
            component="p"
            sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}
          >
            {stat.label}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
