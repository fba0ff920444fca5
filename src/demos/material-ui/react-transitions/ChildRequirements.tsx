import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';

// A custom child for a transition: it receives the ref and the style the transition
// sets, and passes both to its root element (in React 19, ref is an ordinary prop).
function Badge({ ref, style, children }: React.ComponentProps<'div'>) {
  return (
    <Box
      ref={ref}
      style={style}
      sx={{
        display: 'inline-flex',
        px: 2,
        py: 1,
        borderRadius: 4,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        typography: 'body2',
      }}
    >
      {children}
    </Box>
  );
}

export default function ChildRequirements() {
  const [shown, setShown] = React.useState(true);

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        minHeight: 48,
      }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={shown}
            onChange={(event) => setShown(event.target.checked)}
          />
        }
        label="Show badge"
      />
      <Zoom in={shown}>
        <Badge>3 new replies</Badge>
      </Zoom>
    </Box>
  );
}
