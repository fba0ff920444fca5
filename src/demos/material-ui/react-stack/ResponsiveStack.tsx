import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];

export default function ResponsiveStack() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2, md: 4 }}
      sx={{ width: '100%' }}
    >
      {steps.map((step, index) => (
        <Paper
          key={step}
          variant="outlined"
          sx={{ p: 2, flex: 1, textAlign: 'center' }}
        >
          {index + 1}. {step}
        </Paper>
      ))}
    </Stack>
  );
}
