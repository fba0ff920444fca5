import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SlideFromContainer() {
  const [checked, setChecked] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={() => setChecked((prev) => !prev)}
          />
        }
        label="Show panel"
      />
      <Box
        ref={setContainer}
        sx={{
          height: 140,
          mt: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'flex-end',
        }}
      >
        <Slide in={checked} direction="up" container={container}>
          <Paper
            square
            sx={{
              width: '100%',
              p: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <Typography variant="body2">
              Slides up from the bottom edge of the grey box, which clips it.
            </Typography>
          </Paper>
        </Slide>
      </Box>
    </Box>
  );
}
