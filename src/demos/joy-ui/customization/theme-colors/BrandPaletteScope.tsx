import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useTheme, type Theme } from '@mui/joy/styles';

const teal = {
  50: '#effcf9',
  100: '#c8f3ea',
  200: '#92e6d6',
  300: '#55d1bd',
  400: '#1f9e8d',
  500: '#0f7a6e',
  600: '#10665d',
  700: '#10564f',
  800: '#114740',
  900: '#123b36',
};

const channel = (hex: string) =>
  [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(' ');

// The variant tokens (solidBg: var(--joy-palette-primary-500) ...) are resolved where they are
// declared, so a section that changes the shades must declare the tokens again.
function tokens(theme: Theme, scheme: 'light' | 'dark') {
  const vars: Record<string, string> = {};
  Object.entries(theme.colorSchemes[scheme].palette.primary).forEach(([key, value]) => {
    if (typeof value === 'string' && value.startsWith('var(')) {
      vars[`--joy-palette-primary-${key}`] = value;
    }
  });
  return vars;
}

export default function BrandPaletteScope() {
  const theme = useTheme();
  const [brand, setBrand] = React.useState(true);
  const scope = {
    ...Object.fromEntries(Object.entries(teal).map(([shade, hex]) => [`--joy-palette-primary-${shade}`, hex])),
    ...tokens(theme, 'light'),
    '--joy-palette-primary-mainChannel': channel(teal[500]),
    '--joy-palette-primary-lightChannel': channel(teal[200]),
    '--joy-palette-primary-darkChannel': channel(teal[700]),
    '--joy-palette-focusVisible': teal[500],
    [theme.getColorSchemeSelector('dark')]: {
      ...tokens(theme, 'dark'),
      '--joy-palette-primary-mainChannel': channel(teal[400]),
    },
  };
  return (
    <Stack spacing={2}>
      <Switch
        checked={brand}
        onChange={(event) => setBrand(event.target.checked)}
        endDecorator="Teal primary palette"
        slotProps={{ input: { 'aria-label': 'Teal primary palette' } }}
      />
      <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', ...(brand ? scope : {}) }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Button size="sm">Solid</Button>
          <Button size="sm" variant="soft">
            Soft
          </Button>
          <Button size="sm" variant="outlined">
            Outlined
          </Button>
          <Chip color="primary">Chip</Chip>
          <Checkbox defaultChecked label="Checkbox" />
          <Typography color="primary" level="body-sm">
            Primary text
          </Typography>
        </Stack>
      </Sheet>
    </Stack>
  );
}
