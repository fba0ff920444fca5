import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function NonModalDialog() {
  const [open, setOpen] = React.useState(false);
  const [choice, setChoice] = React.useState('No choice yet');
  const [likes, setLikes] = React.useState(0);
  const paperRef = React.useRef<HTMLDivElement>(null);
  const openerRef = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => {
    if (open) {
      paperRef.current?.focus();
    }
  }, [open]);

  const close = () => {
    setOpen(false);
    // Give focus back to the button that opened the panel.
    openerRef.current?.focus();
  };

  const choose = (value: string) => {
    setChoice(value);
    close();
  };

  return (
    <Box sx={{ position: 'relative', width: '100%', minHeight: 280 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">Cookie preference: {choice}</Typography>
        <Stack direction="row" spacing={2}>
          <Button
            ref={openerRef}
            variant="outlined"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            Cookie preferences
          </Button>
          <Button onClick={() => setLikes((count) => count + 1)}>
            Like this article ({likes})
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          While the panel is open, the rest of this area keeps working: try the like
          button.
        </Typography>
      </Stack>
      <Fade in={open} unmountOnExit>
        <Paper
          ref={paperRef}
          role="dialog"
          aria-modal="false"
          aria-labelledby="cookie-dialog-title"
          tabIndex={-1}
          elevation={8}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              close();
            }
          }}
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: 2 }}
        >
          <Typography id="cookie-dialog-title" variant="subtitle1" component="h2">
            This site uses cookies
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            We use cookies to remember your settings and, if you agree, to count
            visits anonymously.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => choose('Necessary only')}>Necessary only</Button>
            <Button variant="contained" onClick={() => choose('All accepted')}>
              Accept all
            </Button>
          </Stack>
        </Paper>
      </Fade>
    </Box>
  );
}
