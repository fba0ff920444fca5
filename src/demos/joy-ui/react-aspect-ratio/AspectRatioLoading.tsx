import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';

export default function AspectRatioLoading() {
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    const timer = setTimeout(() => setLoading(false), 1500);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <AspectRatio ratio="3/2" sx={{ borderRadius: 'md' }}>
        <Skeleton loading={loading}>
          <img src="/img/demos/card/lake.svg" alt="A lake below wooded hills" />
        </Skeleton>
      </AspectRatio>
      <Button
        variant="outlined"
        color="neutral"
        disabled={loading}
        onClick={() => setLoading(true)}
      >
        {loading ? 'Loading…' : 'Reload the photo'}
      </Button>
    </Stack>
  );
}
