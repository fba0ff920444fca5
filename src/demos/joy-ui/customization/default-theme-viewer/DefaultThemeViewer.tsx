import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { extendTheme } from '@mui/joy/styles';
import Search from '@mui/icons-material/Search';

type Scheme = 'light' | 'dark';

interface Token {
  path: string;
  cssVar: string | null;
  value: string;
}

const defaultTheme = extendTheme();

// Scales shared by both schemes; typography levels are objects of CSS, not variables.
const SCALES = ['radius', 'shadow', 'fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'zIndex', 'typography'] as const;

function flatten(node: unknown, path: string[], out: Token[], withVars: boolean) {
  if (typeof node === 'string' || typeof node === 'number') {
    out.push({ path: path.join('.'), cssVar: withVars ? `--joy-${path.join('-')}` : null, value: String(node) });
    return;
  }
  if (node && typeof node === 'object') {
    Object.entries(node).forEach(([key, child]) => flatten(child, [...path, key], out, withVars));
  }
}

function tokensOf(scheme: Scheme): Token[] {
  const out: Token[] = [];
  const { palette, ...rest } = defaultTheme.colorSchemes[scheme];
  const { mode, ...colors } = palette;
  flatten(colors, ['palette'], out, true);
  flatten(rest, [], out, true);
  SCALES.forEach((scale) => flatten(defaultTheme[scale], [scale], out, scale !== 'typography'));
  out.push({ path: 'palette.mode', cssVar: null, value: mode });
  return out;
}

const TOKENS: Record<Scheme, Token[]> = { light: tokensOf('light'), dark: tokensOf('dark') };

// The colour a value ends in: '#0B6BCB' or the fallback of 'var(--joy-palette-primary-500, #0B6BCB)'.
function swatchOf(token: Token): string | null {
  if (!token.path.startsWith('palette.')) {
    return null;
  }
  const hexes = token.value.match(/#[0-9a-fA-F]{3,8}\b/g);
  return hexes ? hexes[hexes.length - 1] ?? null : null;
}

export default function DefaultThemeViewer() {
  const [scheme, setScheme] = React.useState<Scheme>('light');
  const [query, setQuery] = React.useState('');
  const term = query.trim().toLowerCase();
  const rows = TOKENS[scheme].filter(
    (token) =>
      term === '' ||
      token.path.toLowerCase().includes(term) ||
      (token.cssVar ?? '').toLowerCase().includes(term) ||
      token.value.toLowerCase().includes(term),
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Input
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search: primary.500, solidBg, radius…"
          startDecorator={<Search />}
          slotProps={{ input: { 'aria-label': 'Search theme tokens' } }}
          sx={{ flex: 1, minWidth: 240 }}
        />
        <ToggleButtonGroup
          aria-label="Color scheme"
          value={scheme}
          onChange={(_event, next) => next && setScheme(next)}
        >
          <Button value="light">Light</Button>
          <Button value="dark">Dark</Button>
        </ToggleButtonGroup>
      </Stack>
      <Typography level="body-sm" aria-live="polite" data-testid="token-count">
        {rows.length} of {TOKENS[scheme].length} tokens ({scheme} scheme)
      </Typography>
      <Sheet variant="outlined" sx={{ borderRadius: 'sm', height: 460, overflow: 'auto' }} tabIndex={0} aria-label="Theme tokens">
        <Table size="sm" stickyHeader sx={{ tableLayout: 'fixed', '& td': { verticalAlign: 'top', wordBreak: 'break-word' } }}>
          <thead>
            <tr>
              <th style={{ width: '30%' }}>Token</th>
              <th style={{ width: '30%' }}>CSS variable</th>
              <th>Value</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((token) => {
              const swatch = swatchOf(token);
              return (
                <tr key={token.path} data-testid="token-row">
                  <td>
                    <Typography level="body-xs" sx={{ fontFamily: 'code', color: 'text.primary' }}>
                      {token.path}
                    </Typography>
                  </td>
                  <td>
                    <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
                      {token.cssVar ?? '—'}
                    </Typography>
                  </td>
                  <td>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                      {swatch && (
                        <Box
                          aria-hidden
                          sx={{ width: 16, height: 16, flexShrink: 0, borderRadius: 'xs', bgcolor: swatch, border: '1px solid', borderColor: 'divider' }}
                        />
                      )}
                      <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
                        {token.value}
                      </Typography>
                    </Box>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        {rows.length === 0 && (
          <Typography level="body-sm" sx={{ p: 2 }}>
            No token matches “{query}”.
          </Typography>
        )}
      </Sheet>
    </Stack>
  );
}
