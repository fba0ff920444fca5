import * as React from 'react';
import PushPinIcon from '@mui/icons-material/PushPin';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';

export default function StandaloneToggleButton() {
  const [pinned, setPinned] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButton
        value="pin"
        selected={pinned}
        onChange={() => setPinned((prev) => !prev)}
        aria-label="Pin note"
        color="primary"
        size="small"
      >
        <PushPinIcon />
      </ToggleButton>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {pinned ? 'Pinned to the top of the list' : 'Not pinned'}
      </Typography>
    </Stack>
  );
}
