import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

const paragraphs = Array.from({ length: 12 }, (_, index) => index + 1);

export default function BackToTop() {
  const [scroller, setScroller] = React.useState<HTMLDivElement | null>(null);
  const trigger = useScrollTrigger({
    target: scroller,
    disableHysteresis: true,
    threshold: 100,
  });

  const handleClick = () => {
    scroller?.scrollTo({ top: 0, behavior: 'smooth' });
    scroller?.focus();
  };

  return (
    <Box
      sx={{
        position: 'relative',
        height: 320,
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="div">
            Long article
          </Typography>
        </Toolbar>
      </AppBar>
      <Box
        ref={setScroller}
        role="region"
        aria-label="Article"
        tabIndex={0}
        sx={{ flexGrow: 1, overflow: 'auto', p: 2 }}
      >
        {paragraphs.map((n) => (
          <Typography key={n} sx={{ mb: 2 }}>
            Paragraph {n}. Scroll down more than 100 pixels and a button appears in
            the corner; it brings you back to the start of the article.
          </Typography>
        ))}
      </Box>
      <Zoom in={trigger}>
        <Fab
          size="small"
          color="secondary"
          aria-label="Back to top"
          onClick={handleClick}
          sx={{ position: 'absolute', bottom: 16, right: 24 }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Zoom>
    </Box>
  );
}
