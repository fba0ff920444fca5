import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SkeletonOverlay() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Card variant="outlined" sx={{ width: 300 }}>
        <AspectRatio ratio="21/9">
          <Skeleton loading={loading}>
            <div
              style={{
                background: 'linear-gradient(135deg, #0b6bcb, #1f7a1f)',
              }}
            />
          </Skeleton>
        </AspectRatio>
        <Typography level="title-md">
          <Skeleton variant="inline" loading={loading}>
            Weekly summary
          </Skeleton>
        </Typography>
        <Typography level="body-sm">
          <Skeleton variant="inline" loading={loading}>
            Twelve tasks closed, three reopened and two new projects started.
          </Skeleton>
        </Typography>
      </Card>
      {/* The label element names the switch it wraps. */}
      <Typography
        component="label"
        startDecorator={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
            sx={{ mr: 1 }}
          />
        }
      >
        Loading
      </Typography>
    </Stack>
  );
}
