import * as React from 'react';
import Box from '@mui/joy/Box';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTheme, type Theme } from '@mui/joy/styles';

interface Entry {
  path: string;
  pick: (theme: Theme) => string;
  preview: 'color' | 'radius' | 'shadow' | 'font';
}

const firstEntry: Entry = { path: 'palette.primary[500]', pick: (t) => t.vars.palette.primary[500], preview: 'color' };

const entries: readonly Entry[] = [
  firstEntry,
  { path: 'palette.background.level2', pick: (t) => t.vars.palette.background.level2, preview: 'color' },
  { path: 'palette.warning.softBg', pick: (t) => t.vars.palette.warning.softBg, preview: 'color' },
  { path: 'radius.lg', pick: (t) => t.vars.radius.lg, preview: 'radius' },
  { path: 'shadow.md', pick: (t) => t.vars.shadow.md, preview: 'shadow' },
  { path: 'fontFamily.code', pick: (t) => t.vars.fontFamily.code, preview: 'font' },
];

// theme.vars.* holds references to the CSS variables, ready to use in any styling API.
export default function ThemeVarsLookup() {
  const theme = useTheme();
  const [path, setPath] = React.useState(firstEntry.path);
  const entry = entries.find((item) => item.path === path) ?? firstEntry;
  const value = entry.pick(theme);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
      <Stack spacing={1} sx={{ minWidth: 240 }}>
        <Typography id="vars-path-label" level="title-sm">
          theme.vars.
        </Typography>
        <Select
          value={path}
          onChange={(_event, next) => next && setPath(next)}
          slotProps={{ button: { 'aria-labelledby': 'vars-path-label' } }}
        >
          {entries.map((item) => (
            <Option key={item.path} value={item.path}>
              {item.path}
            </Option>
          ))}
        </Select>
        <Typography level="body-sm" sx={{ fontFamily: 'code', wordBreak: 'break-all' }} data-testid="vars-value">
          {value}
        </Typography>
      </Stack>
      <Sheet
        variant="outlined"
        sx={{
          width: 160,
          height: 96,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          borderRadius: entry.preview === 'radius' ? value : 'sm',
          boxShadow: entry.preview === 'shadow' ? value : 'none',
        }}
      >
        {entry.preview === 'color' && <Box sx={{ width: 64, height: 48, borderRadius: 'sm', bgcolor: value }} />}
        {entry.preview === 'font' && <Typography sx={{ fontFamily: value }}>const x = 1;</Typography>}
        {(entry.preview === 'radius' || entry.preview === 'shadow') && <Typography level="body-xs">Preview</Typography>}
      </Sheet>
    </Stack>
  );
}
