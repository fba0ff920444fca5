import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider, useColorScheme, useTheme, type ThemeOptions } from '@mui/material/styles';

// Dense defaults: every instance starts small unless it passes its own size.
const denseComponents: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiFormControl: { defaultProps: { margin: 'dense' } },
  MuiList: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
};

export default function DensityToggle() {
  const [dense, setDense] = React.useState(true);
  // The page's light or dark mode: useColorScheme knows it when the app uses CSS theme
  // variables (their palette object stays light); otherwise the theme's palette.mode does.
  const { colorScheme } = useColorScheme();
  const outerMode = useTheme().palette.mode;
  const mode = colorScheme ?? outerMode;
  const theme = React.useMemo(
    () => createTheme({ palette: { mode }, components: dense ? denseComponents : {} }),
    [mode, dense],
  );

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={dense}
            onChange={(event) => setDense(event.target.checked)}
          />
        }
        label="Dense theme"
      />
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
          <TextField label="Project name" defaultValue="Atlas" fullWidth />
          <TextField label="Owner" defaultValue="Data team" fullWidth />
          <List>
            {['Overview', 'Members', 'Settings'].map((item) => (
              <ListItem key={item} disablePadding>
                <ListItemButton>
                  <ListItemText primary={item} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Stack direction="row" spacing={1}>
            <Button variant="contained">Save</Button>
            <Button>Cancel</Button>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
