import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Fade from '@mui/material/Fade';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const chapters = Array.from(
  { length: 12 },
  (_, index) => `Chapter ${index + 1}`,
);

export default function ScrollTopFab() {
  const scrollRef = React.useRef<HTMLDivElement>(null);
  const [showButton, setShowButton] = React.useState(false);

  return (
    <Paper
      variant="outlined"
      sx={{ position: 'relative', height: 260, width: 360, maxWidth: '100%' }}
    >
      <Box
        ref={scrollRef}
        tabIndex={0}
        role="region"
        aria-label="Table of contents"
        onScroll={(event) => setShowButton(event.currentTarget.scrollTop > 100)}
        sx={{ height: '100%', overflow: 'auto', p: 2 }}
      >
        {chapters.map((chapter) => (
          <Typography key={chapter} sx={{ py: 1 }}>
            {chapter}
          </Typography>
        ))}
      </Box>
      <Fade in={showButton}>
        <Fab
          size="small"
          color="primary"
          aria-label="Scroll back to top"
          onClick={() =>
            scrollRef.current?.scrollTo({ top: 0, behavior: 'smooth' })
          }
          sx={{ position: 'absolute', bottom: 16, right: 16 }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Fade>
    </Paper>
  );
}
