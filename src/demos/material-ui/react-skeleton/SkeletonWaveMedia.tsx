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
import LandscapeOutlinedIcon from '@mui/icons-material/LandscapeOutlined';

export default function SkeletonWaveMedia() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ width: 345, maxWidth: '100%', mx: 'auto' }}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Loading"
      />
      <Card variant="outlined" aria-busy={loading}>
        <CardHeader
          avatar={
            loading ? (
              <Skeleton animation="wave" variant="circular" width={40} height={40} />
            ) : (
              <Avatar alt="Marta Ruiz">MR</Avatar>
            )
          }
          title={loading ? <Skeleton animation="wave" height={12} width="70%" /> : 'Marta Ruiz'}
          subheader={loading ? <Skeleton animation="wave" height={12} width="40%" /> : '2 hours ago'}
        />
        {loading ? (
          <Skeleton animation="wave" variant="rectangular" height={160} />
        ) : (
          <Box
            role="img"
            aria-label="Drawing of mountains"
            sx={{
              height: 160,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.selected',
              color: 'text.secondary',
            }}
          >
            <LandscapeOutlinedIcon sx={{ fontSize: 72 }} />
          </Box>
        )}
        <CardContent sx={{ height: 80 }}>
          {loading ? (
            <React.Fragment>
              <Skeleton animation="wave" height={12} sx={{ mb: 1 }} />
              <Skeleton animation="wave" height={12} width="80%" />
            </React.Fragment>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              First snow on the pass this morning. The upper trail is closed until
              Friday.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
