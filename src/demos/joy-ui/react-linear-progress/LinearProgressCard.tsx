import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardOverflow from '@mui/joy/CardOverflow';
import LinearProgress from '@mui/joy/LinearProgress';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function LinearProgressCard() {
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    const timer = setTimeout(() => setLoading(false), 1500);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Card variant="outlined" sx={{ width: 320 }} aria-busy={loading}>
      <CardOverflow sx={{ height: 4, p: 0 }}>
        {loading && (
          <LinearProgress size="sm" aria-label="Refreshing report" sx={{ borderRadius: 0 }} />
        )}
      </CardOverflow>
      <Typography level="title-md">
        <Skeleton loading={loading}>Weekly report</Skeleton>
      </Typography>
      <Typography level="body-sm">
        <Skeleton loading={loading}>Sales grew by 4% compared with last week.</Skeleton>
      </Typography>
      <Button size="sm" variant="soft" disabled={loading} onClick={() => setLoading(true)}>
        Refresh
      </Button>
    </Card>
  );
}
