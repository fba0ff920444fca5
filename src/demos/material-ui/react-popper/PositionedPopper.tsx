import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

const placements: PopperPlacementType[] = [
  'top-start',
  'top',
  'right',
  'bottom',
  'bottom-end',
  'left',
];

export default function PositionedPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  const [open, setOpen] = React.useState(false);

  const handleClick =
    (newPlacement: PopperPlacementType) =>
    (event: React.MouseEvent<HTMLElement>) => {
      setAnchorEl(event.currentTarget);
      setOpen((prev) => placement !== newPlacement || !prev);
      setPlacement(newPlacement);
    };

  return (
    <Box
      sx={{
        py: 8,
        display: 'flex',
        gap: 1,
        flexWrap: 'wrap',
        justifyContent: 'center',
      }}
    >
      {placements.map((value) => (
        <Button key={value} variant="outlined" onClick={handleClick(value)}>
          {value}
        </Button>
      ))}
      <Popper
        open={open}
        anchorEl={anchorEl}
        placement={placement}
        transition
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
        sx={{ zIndex: 'tooltip' }}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps}>
            <Paper elevation={6} sx={{ px: 2, py: 1 }}>
              <Typography variant="body2">
                {`placement="${placement}"`}
              </Typography>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Box>
  );
}
