import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SkeletonChildren() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <FormControlLabel
        control={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
        label="Loading"
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} aria-busy={loading}>
        {loading ? (
          <Skeleton variant="circular">
            <Avatar />
          </Skeleton>
        ) : (
          <Avatar alt="Ada Lovelace" src="/img/demos/avatar/ada.svg" />
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {loading ? (
            <Skeleton width="100%">
              <Typography>Ada Lovelace, analyst</Typography>
            </Skeleton>
          ) : (
            <Typography>Ada Lovelace, analyst</Typography>
          )}
        </Box>
      </Box>
    </Stack>
  );
}
