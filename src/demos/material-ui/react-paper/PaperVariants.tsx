import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const surfaces = [
  { label: 'Elevated (default)', props: {} },
  { label: 'Outlined', props: { variant: 'outlined' } },
  { label: 'Square corners', props: { square: true } },
  { label: 'Outlined and square', props: { variant: 'outlined', square: true } },
] as const;

export default function PaperVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      {surfaces.map((surface) => (
        <Paper key={surface.label} {...surface.props} sx={{ width: 150, p: 2 }}>
          <Typography variant="body2">{surface.label}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
