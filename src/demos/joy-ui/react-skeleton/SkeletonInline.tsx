import * as React from 'react';
import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SkeletonInline() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
            sx={{ mr: 1 }}
          />
        }
        sx={{ mb: 2 }}
      >
        Loading
      </Typography>
      <div aria-busy={loading}>
        <Typography level="title-lg" sx={{ mb: 1 }}>
          <Skeleton loading={loading} variant="inline">
            Harbour walk
          </Skeleton>
        </Typography>
        <Typography>
          <Skeleton loading={loading} variant="inline">
            A six-kilometre loop from the old lighthouse along the quay, past the
            fish market and back through the park. Flat, paved and good for
            strollers.
          </Skeleton>
        </Typography>
      </div>
    </Box>
  );
}
