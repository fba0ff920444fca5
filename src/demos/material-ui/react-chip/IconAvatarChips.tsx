import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import FaceIcon from '@mui/icons-material/Face';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

export default function IconAvatarChips() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack
        direction="row"
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'center',
          alignItems: 'center',
        }}
      >
        <Chip icon={<FaceIcon />} label="With icon" />
        <Chip
          icon={<LocalShippingIcon />}
          label="Shipped"
          color="success"
          variant="outlined"
        />
        <Chip avatar={<Avatar>M</Avatar>} label="Letter avatar" />
        <Chip
          avatar={<Avatar alt="" src="/img/demos/avatar/mei.svg" />}
          label="Mei Tanaka"
          variant="outlined"
        />
      </Stack>
      <Stack
        direction="row"
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'center',
          alignItems: 'center',
        }}
      >
        <Chip label="Small" size="small" color="primary" />
        <Chip
          label="Small outlined"
          size="small"
          color="secondary"
          variant="outlined"
        />
        <Chip label="Success" color="success" />
        {/* disabled only styles a chip that is not clickable: aria-disabled
            tells assistive technology. */}
        <Chip label="Disabled" disabled aria-disabled />
      </Stack>
    </Stack>
  );
}
