import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import EventIcon from '@mui/icons-material/Event';

export default function SizesChips() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {(['medium', 'small'] as const).map((size) => (
        <Stack
          key={size}
          direction="row"
          sx={{
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: 'center',
            alignItems: 'center',
          }}
        >
          <Chip size={size} label={size} />
          <Chip
            size={size}
            icon={<EventIcon />}
            label="Tomorrow"
            variant="outlined"
          />
          <Chip
            size={size}
            avatar={<Avatar alt="" src="/img/demos/avatar/kwame.svg" />}
            label="Kwame Mensah"
          />
        </Stack>
      ))}
    </Stack>
  );
}
