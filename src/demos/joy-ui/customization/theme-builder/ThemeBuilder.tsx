import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useTheme, type Theme } from '@mui/joy/styles';

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
type Shade = (typeof SHADES)[number];
type Scale = Record<Shade, string>;

const PRESETS = [
  { name: 'Blue', base: '#0B6BCB' },
  { name: 'Teal', base: '#0F7A6E' },
  { name: 'Violet', base: '#6B3FC8' },
  { name: 'Orange', base: '#B5520E' },
  { name: 'Rose', base: '#BE2A5A' },
  { name: 'Graphite', base: '#4A5560' },
] as const;

const FONTS = {
  Inter: '"Inter", var(--joy-fontFamily-fallback)',
  'System UI': 'system-ui, sans-serif',
  Serif: 'Georgia, "Times New Roman", serif',
  Monospace: 'ui-monospace, Menlo, Consolas, monospace',
} as const;
type FontName = keyof typeof FONTS;

const toRgb = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
const mix = (hex: string, target: number, amount: number) => toHex(toRgb(hex).map((c) => c + (target - c) * amount));

// Ten shades from one colour: lighter towards white above 500, darker towards black below it.
function scaleFrom(base: string): Scale {
  const toWhite = [0.92, 0.84, 0.68, 0.48, 0.24];
  const toBlack = [0.16, 0.34, 0.54, 0.72];
  const light = toWhite.map((amount) => mix(base, 255, amount));
  const dark = toBlack.map((amount) => mix(base, 0, amount));
  const values = [...light, base.toUpperCase(), ...dark];
  return Object.fromEntries(SHADES.map((shade, index) => [shade, values[index] ?? base])) as Scale;
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

function radiusScale(md: number) {
  return { xs: md / 4, sm: md * 0.75, md, lg: md * 1.5, xl: md * 2 };
}

// The variant tokens point at shades (solidBg: var(--joy-palette-primary-500)); they are resolved
// where declared, so the preview declares them again next to its new shades.
function tokenVars(theme: Theme, scheme: 'light' | 'dark') {
  const vars: Record<string, string> = {};
  Object.entries(theme.colorSchemes[scheme].palette.primary).forEach(([key, value]) => {
    if (typeof value === 'string' && value.startsWith('var(')) {
      vars[`--joy-palette-primary-${key}`] = value;
    }
  });
  return vars;
}

function generateCode(scale: Scale, md: number, font: FontName) {
  const radius = radiusScale(md);
  const shades = SHADES.map((shade) => `  ${shade}: '${scale[shade]}',`).join('\n');
  const radii = Object.entries(radius)
    .map(([key, value]) => `${key}: '${value}px'`)
    .join(', ');
  const fontLines =
    font === 'Inter'
      ? ''
      : `\n  fontFamily: {\n    display: '${FONTS[font]}',\n    body: '${FONTS[font]}',\n  },`;
  return `import { extendTheme } from '@mui/joy/styles';

const primary = {
${shades}
};

const theme = extendTheme({
  colorSchemes: {
    light: { palette: { primary } },
    dark: { palette: { primary } },
  },
  radius: { ${radii} },${fontLines}
});

export default theme;
`;
}

export default function ThemeBuilder() {
  const theme = useTheme();
  const [base, setBase] = React.useState<string>(PRESETS[0].base);
  const [md, setMd] = React.useState(8);
  const [font, setFont] = React.useState<FontName>('Inter');
  const [copied, setCopied] = React.useState<'idle' | 'done' | 'failed'>('idle');
  const scale = React.useMemo(() => scaleFrom(base), [base]);
  const radius = radiusScale(md);
  const code = generateCode(scale, md, font);
  const contrast = contrastWithWhite(scale['500']);

  const preview = {
    ...Object.fromEntries(SHADES.map((shade) => [`--joy-palette-primary-${shade}`, scale[shade]])),
    ...tokenVars(theme, 'light'),
    '--joy-palette-primary-mainChannel': toRgb(scale['500']).join(' '),
    '--joy-palette-primary-lightChannel': toRgb(scale['200']).join(' '),
    '--joy-palette-primary-darkChannel': toRgb(scale['700']).join(' '),
    '--joy-palette-focusVisible': scale['500'],
    ...Object.fromEntries(Object.entries(radius).map(([key, value]) => [`--joy-radius-${key}`, `${value}px`])),
    '--joy-fontFamily-body': FONTS[font],
    '--joy-fontFamily-display': FONTS[font],
    [theme.getColorSchemeSelector('dark')]: {
      ...tokenVars(theme, 'dark'),
      '--joy-palette-primary-mainChannel': toRgb(scale['400']).join(' '),
    },
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ minWidth: 240, flex: 1 }}>
          <FormControl>
            <FormLabel id="builder-color-label">Primary colour</FormLabel>
            <Box role="group" aria-labelledby="builder-color-label" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              {PRESETS.map((preset) => (
                <Button
                  key={preset.name}
                  size="sm"
                  variant={base === preset.base ? 'solid' : 'outlined'}
                  color="neutral"
                  aria-pressed={base === preset.base}
                  onClick={() => setBase(preset.base)}
                  startDecorator={<Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: preset.base }} />}
                >
                  {preset.name}
                </Button>
              ))}
              <Box
                component="input"
                type="color"
                value={base.toLowerCase()}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => setBase(event.target.value)}
                aria-label="Custom primary colour"
                sx={{ width: 40, height: 32, p: 0, border: '1px solid', borderColor: 'neutral.outlinedBorder', borderRadius: 'sm', bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </Box>
          </FormControl>
          <Box sx={{ display: 'flex', borderRadius: 'sm', overflow: 'hidden' }} aria-label="Generated shades" role="img">
            {SHADES.map((shade) => (
              <Box key={shade} title={`${shade}: ${scale[shade]}`} sx={{ flex: 1, height: 20, bgcolor: scale[shade] }} />
            ))}
          </Box>
          <Typography level="body-xs" color={contrast >= 4.5 ? 'neutral' : 'danger'}>
            Shade 500 on white text: {contrast.toFixed(1)}:1 {contrast >= 4.5 ? '(passes AA)' : '(below 4.5:1, pick a darker colour)'}
          </Typography>
          <Box>
            <Typography id="builder-radius-label" level="title-sm">
              Radius (md): {md}px
            </Typography>
            <Slider aria-labelledby="builder-radius-label" min={0} max={20} value={md} onChange={(_event, value) => setMd(value as number)} />
          </Box>
          <FormControl>
            <FormLabel id="builder-font-label">Font</FormLabel>
            <Select value={font} onChange={(_event, value) => value && setFont(value)} slotProps={{ button: { 'aria-labelledby': 'builder-font-label' } }}>
              {(Object.keys(FONTS) as FontName[]).map((name) => (
                <Option key={name} value={name}>
                  {name}
                </Option>
              ))}
            </Select>
          </FormControl>
        </Stack>
        <Sheet
          variant="outlined"
          data-testid="theme-preview"
          aria-label="Preview"
          role="region"
          sx={{ flex: 1.4, p: 2, borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: 1.5, ...preview }}
        >
          <Typography level="h4">Preview</Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button>Solid</Button>
            <Button variant="soft">Soft</Button>
            <Button variant="outlined">Outlined</Button>
            <Button variant="plain">Plain</Button>
          </Stack>
          <Input placeholder="Search projects" slotProps={{ input: { 'aria-label': 'Search projects (preview)' } }} />
          <Card variant="soft" color="primary" size="sm">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography level="title-sm">Sprint 14</Typography>
              <Chip size="sm" variant="solid" color="primary">
                Active
              </Chip>
            </Stack>
            <LinearProgress determinate value={64} aria-label="Sprint progress (preview)" />
          </Card>
          <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
            <Checkbox defaultChecked label="Notify me" />
            <Switch defaultChecked slotProps={{ input: { 'aria-label': 'Auto-save (preview)' } }} />
          </Stack>
        </Sheet>
      </Stack>
      <Box sx={{ position: 'relative' }}>
        <Button size="sm" variant="outlined" color="neutral" onClick={() => void copy()} sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
          {copied === 'done' ? 'Copied' : copied === 'failed' ? 'Copy failed' : 'Copy code'}
        </Button>
        <Sheet
          component="pre"
          variant="soft"
          color="neutral"
          data-testid="theme-code"
          tabIndex={0}
          aria-label="Generated theme code"
          sx={{ m: 0, p: 2, pr: 14, borderRadius: 'sm', overflow: 'auto', fontFamily: 'code', fontSize: 'xs', maxHeight: 360 }}
        >
          {code}
        </Sheet>
      </Box>
    </Stack>
  );
}
