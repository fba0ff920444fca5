import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';

export default function AlertIcons() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert
        severity="info"
        icon={<LocalShippingOutlinedIcon fontSize="inherit" />}
      >
        A custom icon: your parcel left the warehouse this morning.
      </Alert>
      <Alert
        severity="success"
        iconMapping={{ success: <CheckCircleOutlineIcon fontSize="inherit" /> }}
      >
        An icon from iconMapping: two-step verification is on.
      </Alert>
      <Alert severity="warning" icon={false}>
        No icon: the trial ends in three days.
      </Alert>
    </Stack>
  );
}
