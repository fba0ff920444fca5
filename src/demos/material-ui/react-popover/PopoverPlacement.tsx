import * as React from 'react';
import Button from '@mui/material/Button';
import Popover, { type PopoverOrigin } from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const placements: Record<
  string,
  { anchorOrigin: PopoverOrigin; transformOrigin: PopoverOrigin }
> = {
  Above: {
    anchorOrigin: { vertical: 'top', horizontal: 'center' },
    transformOrigin: { vertical: 'bottom', horizontal: 'center' },
  },
  Below: {
    anchorOrigin: { vertical: 'bottom', horizontal: 'center' },
    transformOrigin: { vertical: 'top', horizontal: 'center' },
  },
  'To the right': {
    anchorOrigin: { vertical: 'center', horizontal: 'right' },
    transformOrigin: { vertical: 'center', horizontal: 'left' },
  },
};

export default function PopoverPlacement() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(
    null,
  );
  const [placement, setPlacement] = React.useState('Above');

  return (
    <Stack direction="row" spacing={2} sx={{ py: 6, justifyContent: 'center' }}>
      {Object.keys(placements).map((name) => (
        <Button
          key={name}
          variant="outlined"
          onClick={(event) => {
            setPlacement(name);
            setAnchorEl(event.currentTarget);
          }}
        >
          {name}
        </Button>
      ))}
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        {...placements[placement]}
        slotProps={{ paper: { sx: { m: 1 } } }}
      >
        <Typography sx={{ p: 2 }}>Shown {placement.toLowerCase()}.</Typography>
      </Popover>
    </Stack>
  );
}
