import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography, { type TypographyProps } from '@mui/material/Typography';

const lines: { variant: TypographyProps['variant']; text: string }[] = [
  { variant: 'h2', text: 'h2 heading' },
  { variant: 'h4', text: 'h4 heading' },
  { variant: 'h6', text: 'h6 heading' },
  { variant: 'body1', text: 'body1: the text of a paragraph' },
  { variant: 'caption', text: 'caption: a note under a figure' },
];

export default function SkeletonTypography() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Grid container spacing={1} sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}>
      <Grid size={12}>
        <FormControlLabel
          control={
            <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
          }
          label="Loading"
        />
      </Grid>
      <Grid size={12} aria-busy={loading}>
        {lines.map((line) => (
          <Typography key={line.text} component="div" variant={line.variant}>
            {loading ? <Skeleton /> : line.text}
          </Typography>
        ))}
      </Grid>
    </Grid>
  );
}
