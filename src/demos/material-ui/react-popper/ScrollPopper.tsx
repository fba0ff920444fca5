import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function ScrollPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(
    null,
  );
  const scrollRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const element = scrollRef.current;
    if (element) {
      element.scrollTop = (element.scrollHeight - element.clientHeight) / 2;
      element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
    }
  }, []);

  return (
    <Box
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label="Scrollable area"
      sx={{
        width: '100%',
        position: 'relative',
        height: 240,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        sx={{
          width: '200%',
          height: 600,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Button
          variant="contained"
          aria-describedby={anchorEl ? 'scroll-popper' : undefined}
          onClick={(event) =>
            setAnchorEl(anchorEl ? null : event.currentTarget)
          }
        >
          Toggle popper, then scroll
        </Button>
        <Popper
          id="scroll-popper"
          open={Boolean(anchorEl)}
          anchorEl={anchorEl}
          placement="bottom"
          disablePortal
          modifiers={[
            { name: 'offset', options: { offset: [0, 8] } },
            { name: 'flip', enabled: true },
            {
              name: 'preventOverflow',
              options: { boundary: 'clippingParents', altBoundary: true },
            },
          ]}
        >
          <Paper elevation={4} sx={{ p: 2, maxWidth: 220 }}>
            <Typography variant="body2">
              Scroll the area: I flip above the button when there is no room
              below.
            </Typography>
          </Paper>
        </Popper>
      </Box>
    </Box>
  );
}
