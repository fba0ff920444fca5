import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

const paths = ['primary.main', 'text.secondary', 'background.paper', 'divider'] as const;

type PalettePath = (typeof paths)[number];

function read(source: object, path: PalettePath): string {
  const value = path.split('.').reduce<unknown>((node, key) => {
    if (node && typeof node === 'object' && key in node) {
      return (node as Record<string, unknown>)[key];
    }
    return undefined;
  }, source);
  return typeof value === 'string' ? value : '';
}

export default function CssVarsInspect() {
  const theme = useTheme();
  const ref = React.useRef<HTMLDivElement>(null);
  const [resolved, setResolved] = React.useState<Record<string, string>>({});

  // The browser resolves the var() references; read them after rendering and
  // again whenever the color scheme attribute on <html> changes.
  React.useEffect(() => {
    const element = ref.current;
    if (!element || !theme.vars) {
      return undefined;
    }
    const vars = theme.vars;
    const update = () => {
      const style = getComputedStyle(element);
      setResolved(
        Object.fromEntries(
          paths.map((path) => {
            const name = read(vars.palette, path).replace(/^var\((--[^,)]+).*$/, '$1');
            return [path, style.getPropertyValue(name).trim()];
          }),
        ),
      );
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { attributes: true });
    return () => observer.disconnect();
  }, [theme.vars]);

  return (
    <Box ref={ref} sx={{ width: 1, overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          fontSize: 13,
          '& th, & td': { px: 1, py: 0.75, textAlign: 'left', borderBottom: 1, borderColor: 'divider' },
          '& td': { fontFamily: 'monospace' },
        }}
      >
        <thead>
          <tr>
            <th scope="col">Path</th>
            <th scope="col">theme.vars.palette</th>
            <th scope="col">Resolved now</th>
            <th scope="col">theme.palette</th>
          </tr>
        </thead>
        <tbody>
          {paths.map((path) => (
            <tr key={path}>
              <td>{path}</td>
              <td>{theme.vars ? read(theme.vars.palette, path) : 'no CSS variables'}</td>
              <td>
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ width: 14, height: 14, border: 1, borderColor: 'divider', bgcolor: path }}
                  />
                  {resolved[path] ?? '…'}
                </Box>
              </td>
              <td>{read(theme.palette, path)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
