import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as colors from '@mui/material/colors';
import {
  createTheme,
  getContrastRatio,
  ThemeProvider,
  useColorScheme,
  useTheme,
  type PaletteColor,
} from '@mui/material/styles';

const hues = [
  'red', 'pink', 'purple', 'deepPurple', 'indigo', 'blue', 'lightBlue', 'cyan', 'teal', 'green',
  'lightGreen', 'lime', 'yellow', 'amber', 'orange', 'deepOrange', 'brown', 'grey', 'blueGrey',
] as const;
const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', 'A100', 'A200', 'A400', 'A700'] as const;

type Hue = (typeof hues)[number];
type Shade = (typeof shades)[number];
interface Choice {
  hue: Hue;
  shade: Shade;
}

function colorOf({ hue, shade }: Choice): string | undefined {
  const scale: Partial<Record<string, string>> = colors[hue];
  return scale[shade];
}

// Hues such as brown and grey have no accent shades: fall back to 500.
function shadesOf(hue: Hue) {
  return shades.filter((shade) => colorOf({ hue, shade }) !== undefined);
}

function Picker({ name, value, onChange }: { name: string; value: Choice; onChange: (choice: Choice) => void }) {
  return (
    <Stack direction="row" spacing={1}>
      <FormControl size="small" sx={{ minWidth: 140 }}>
        <InputLabel id={`${name}-hue-label`}>{name} hue</InputLabel>
        <Select
          labelId={`${name}-hue-label`}
          label={`${name} hue`}
          value={value.hue}
          onChange={(event) => {
            const hue = event.target.value;
            onChange({ hue, shade: shadesOf(hue).includes(value.shade) ? value.shade : '500' });
          }}
        >
          {hues.map((hue) => (
            <MenuItem key={hue} value={hue}>
              {hue}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 100 }}>
        <InputLabel id={`${name}-shade-label`}>shade</InputLabel>
        <Select
          labelId={`${name}-shade-label`}
          label="shade"
          value={value.shade}
          onChange={(event) => onChange({ hue: value.hue, shade: event.target.value })}
        >
          {shadesOf(value.hue).map((shade) => (
            <MenuItem key={shade} value={shade}>
              {shade}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}

// Small swatch labels: pure white or black, whichever contrasts more (always above 4.5:1).
function labelColor(background: string) {
  return getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000') ? '#fff' : '#000';
}

function Tokens({ label, color }: { label: string; color: PaletteColor }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', borderRadius: 1, overflow: 'hidden' }}>
        {(['light', 'main', 'dark'] as const).map((token) => (
          <Box key={token} sx={{ bgcolor: color[token], color: labelColor(color[token]), p: 1 }}>
            <Typography variant="caption" component="p">
              {token}
            </Typography>
            <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }}>
              {color[token]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const accessor = ({ hue, shade }: Choice) => (/^\d/.test(shade) ? `${hue}[${shade}]` : `${hue}.${shade}`);

export default function ColorTool() {
  // The page's light or dark mode: useColorScheme knows it when the app uses CSS theme
  // variables (their palette object stays light); otherwise the theme's palette.mode does.
  const { colorScheme } = useColorScheme();
  const outerMode = useTheme().palette.mode;
  const mode = colorScheme ?? outerMode;
  const [primary, setPrimary] = React.useState<Choice>({ hue: 'indigo', shade: '500' });
  const [secondary, setSecondary] = React.useState<Choice>({ hue: 'pink', shade: 'A400' });
  const primaryMain = colorOf(primary) ?? colors.indigo[500];
  const secondaryMain = colorOf(secondary) ?? colors.pink.A400;

  const theme = React.useMemo(
    () =>
      createTheme({
        palette: {
          mode,
          primary: { main: primaryMain },
          secondary: { main: secondaryMain },
          contrastThreshold: 4.5,
        },
      }),
    [mode, primaryMain, secondaryMain],
  );

  const importedHues = Array.from(new Set([primary.hue, secondary.hue])).join(', ');
  const code = `import { createTheme } from '@mui/material/styles';
import { ${importedHues} } from '@mui/material/colors';

const theme = createTheme({
  palette: {
    primary: { main: ${accessor(primary)} }, // ${primaryMain}
    secondary: { main: ${accessor(secondary)} }, // ${secondaryMain}
    contrastThreshold: 4.5,
  },
});`;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Picker name="Primary" value={primary} onChange={setPrimary} />
        <Picker name="Secondary" value={secondary} onChange={setSecondary} />
      </Stack>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <Tokens label="primary" color={theme.palette.primary} />
            <Tokens label="secondary" color={theme.palette.secondary} />
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button variant="contained">Primary</Button>
            <Button variant="contained" color="secondary">
              Secondary
            </Button>
          </Stack>
        </Paper>
      </ThemeProvider>
      <Box
        component="pre"
        data-testid="color-tool-code"
        sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: '0.8125rem', overflowX: 'auto' }}
      >
        {code}
      </Box>
    </Stack>
  );
}
