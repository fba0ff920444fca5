import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme, useTheme } from '@mui/material/styles';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export default function PrimaryFromMain() {
  // The page's light or dark mode: useColorScheme knows it when the app uses CSS theme
  // variables (their palette object stays light); otherwise the theme's palette.mode does.
  const { colorScheme } = useColorScheme();
  const outerMode = useTheme().palette.mode;
  const mode = colorScheme ?? outerMode;
  const [input, setInput] = React.useState('#6a1b9a');
  const valid = HEX.test(input);
  const [main, setMain] = React.useState('#6a1b9a');

  const theme = React.useMemo(
    () => createTheme({ palette: { mode, primary: { main } } }),
    [mode, main],
  );
  const { primary } = theme.palette;

  return (
    <Stack spacing={2}>
      <TextField
        label="primary.main"
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          if (HEX.test(event.target.value)) {
            setMain(event.target.value);
          }
        }}
        error={!valid}
        helperText={valid ? 'A hex color such as #00796b' : 'Enter #rgb or #rrggbb'}
        size="small"
        sx={{ maxWidth: 260 }}
      />
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" sx={{ mb: 1.5, fontFamily: 'monospace' }}>
            {`createTheme({ palette: { primary: { main: '${main}' } } })`}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
              gap: 1,
            }}
          >
            {(['light', 'main', 'dark', 'contrastText'] as const).map((token) => (
              <Box key={token}>
                <Box
                  sx={{
                    height: 40,
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: primary[token],
                  }}
                />
                <Typography variant="caption" component="p">
                  {token}
                  {token === 'main' ? ' (given)' : ' (computed)'}
                </Typography>
                <Typography
                  variant="caption"
                  component="p"
                  data-token={token}
                  sx={{ fontFamily: 'monospace' }}
                >
                  {primary[token]}
                </Typography>
              </Box>
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button variant="contained">Contained</Button>
            <Button variant="outlined">Outlined</Button>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
