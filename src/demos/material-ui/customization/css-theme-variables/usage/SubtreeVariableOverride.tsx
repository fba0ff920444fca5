import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  cssVariables: {
    // Scoped to the demo's box so that it does not touch the page around it.
    cssVarPrefix: 'corner',
    rootSelector: '.corner-root',
  },
});

export default function SubtreeVariableOverride() {
  const [radius, setRadius] = React.useState(4);

  return (
    <ThemeProvider theme={theme}>
      <Paper className="corner-root" variant="outlined" sx={{ p: 2 }}>
        <Typography id="corner-radius" variant="body2" gutterBottom>
          --corner-shape-borderRadius: {radius}px
        </Typography>
        <Slider
          value={radius}
          min={0}
          max={20}
          onChange={(_event, value) => setRadius(value)}
          aria-labelledby="corner-radius"
          sx={{ maxWidth: 240 }}
        />
        {/* One variable set on a container restyles every component in it. */}
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          data-testid="corner-subtree"
          style={
            {
              '--corner-shape-borderRadius': `${radius}px`,
            } as React.CSSProperties
          }
          sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}
        >
          <Button variant="contained">Save</Button>
          <Button variant="outlined">Cancel</Button>
          <TextField size="small" label="Title" />
          <Chip label="Draft" />
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
