import * as React from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';

const transitions = { Fade, Grow, Zoom, Collapse };

type TransitionName = keyof typeof transitions;

export default function TransitionsPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [name, setName] = React.useState<TransitionName>('Fade');
  const Transition = transitions[name];

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ py: 2, flexWrap: 'wrap' }}
      useFlexGap
    >
      {(Object.keys(transitions) as TransitionName[]).map((item) => (
        <Button
          key={item}
          variant={name === item && anchorEl ? 'contained' : 'outlined'}
          onClick={(event) => {
            const target = event.currentTarget;
            setName(item);
            setAnchorEl((prev) => (prev === target ? null : target));
          }}
        >
          {item}
        </Button>
      ))}
      <Popper
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        placement="bottom-start"
        transition
      >
        {({ TransitionProps }) => (
          <Transition
            {...TransitionProps}
            timeout={300}
            style={{ transformOrigin: 'top left' }}
          >
            <Paper elevation={4} sx={{ p: 2, mt: 1, maxWidth: 240 }}>
              <Typography variant="body2">
                Opened with {name}. Click the button again to watch it leave.
              </Typography>
            </Paper>
          </Transition>
        )}
      </Popper>
    </Stack>
  );
}
