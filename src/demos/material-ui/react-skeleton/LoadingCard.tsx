import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function LoadingCard() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Loading"
      />
      <Card variant="outlined" aria-busy={loading}>
        <CardHeader
          avatar={
            loading ? (
              <Skeleton variant="circular" width={40} height={40} />
            ) : (
              <Avatar sx={{ bgcolor: 'secondary.main' }}>R</Avatar>
            )
          }
          title={loading ? <Skeleton width="60%" /> : 'Rosa Diaz'}
          subheader={loading ? <Skeleton width="35%" /> : 'Posted 2 hours ago'}
        />
        {loading ? (
          <Skeleton variant="rectangular" height={140} animation="wave" />
        ) : (
          <Box
            role="img"
            aria-label="Sunset over the hills"
            sx={{
              height: 140,
              background:
                'linear-gradient(180deg, #ffb74d 0%, #f06292 55%, #5c6bc0 100%)',
            }}
          />
        )}
        <CardContent>
          {loading ? (
            <React.Fragment>
              <Skeleton />
              <Skeleton width="80%" />
            </React.Fragment>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              The evening light on the ridge lasted only ten minutes, but it was
              worth the climb.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
