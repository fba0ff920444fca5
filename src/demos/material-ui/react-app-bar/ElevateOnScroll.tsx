import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = Array.from({ length: 8 }, (_, index) => index + 1);

export default function ElevateOnScroll() {
  const [scroller, setScroller] = React.useState<HTMLDivElement | null>(null);
  const scrolled = useScrollTrigger({
    target: scroller,
    disableHysteresis: true,
    threshold: 0,
  });

  return (
    <Box
      sx={{
        height: 280,
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <AppBar position="static" color="default" elevation={scrolled ? 4 : 0}>
        <Toolbar>
          <Typography variant="h6" component="div">
            {scrolled ? 'Scrolled' : 'At the top'}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box
        ref={setScroller}
        role="region"
        aria-label="Page content"
        tabIndex={0}
        sx={{ flexGrow: 1, overflow: 'auto', p: 2 }}
      >
        {paragraphs.map((n) => (
          <Typography key={n} sx={{ mb: 2 }}>
            Paragraph {n}. Scroll this area: the app bar above is flat while the
            content is at the top and gains a shadow as soon as the content moves
            underneath it.
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
