import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = Array.from({ length: 12 }, (_, index) => index + 1);

export default function HideOnScroll() {
  const [scroller, setScroller] = React.useState<HTMLDivElement | null>(null);
  // With hysteresis (the default), scrolling up brings the bar back straight away.
  const trigger = useScrollTrigger({ target: scroller });

  return (
    <Box
      ref={setScroller}
      role="region"
      aria-label="News feed"
      tabIndex={0}
      sx={{ height: 320, overflow: 'auto', border: 1, borderColor: 'divider' }}
    >
      <Slide appear={false} direction="down" in={!trigger}>
        <AppBar position="sticky">
          <Toolbar>
            <Typography variant="h6" component="div">
              {trigger ? 'Hidden' : 'News feed'}
            </Typography>
          </Toolbar>
        </AppBar>
      </Slide>
      <Box sx={{ p: 2 }}>
        {paragraphs.map((n) => (
          <Typography key={n} sx={{ mb: 2 }}>
            Story {n}. Scroll down and the bar slides away to leave room for the
            content; scroll up a little and it slides back.
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
