import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import TerrainIcon from '@mui/icons-material/Terrain';

export default function SkeletonCard() {
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    const timer = setTimeout(() => setLoading(false), 2000);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Button
        size="sm"
        variant="outlined"
        color="neutral"
        disabled={loading}
        onClick={() => setLoading(true)}
      >
        Reload
      </Button>
      <Card variant="outlined" sx={{ width: 300 }} aria-busy={loading}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar size="sm">
            <Skeleton loading={loading}>HN</Skeleton>
          </Avatar>
          <div>
            <Typography level="title-sm">
              <Skeleton loading={loading}>Hana Novak</Skeleton>
            </Typography>
            <Typography level="body-xs">
              <Skeleton loading={loading}>Posted 2 days ago</Skeleton>
            </Typography>
          </div>
        </Box>
        <AspectRatio ratio="16/9">
          <Skeleton loading={loading}>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bgcolor: 'success.softBg',
                color: 'success.softColor',
              }}
            >
              <TerrainIcon sx={{ fontSize: 64 }} />
            </Box>
          </Skeleton>
        </AspectRatio>
        <CardContent>
          <Typography level="body-sm">
            <Skeleton loading={loading}>
              Sunrise over the ridge, taken from the north trail at 6 am.
            </Skeleton>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
