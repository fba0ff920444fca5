import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {} from '@mui/material/themeCssVarsAugmentation';
import { useTheme } from '@mui/material/styles';

// 'var(--x-palette-primary-main, #1976d2)' -> '--x-palette-primary-main'
function variableName(reference: string) {
  return /var\((--[\w-]+)/.exec(reference)?.[1] ?? '';
}

export default function VariablesInspector() {
  const theme = useTheme();
  const ref = React.useRef<HTMLDivElement>(null);
  const tokens = React.useMemo(
    () =>
      theme.vars
        ? [
            {
              path: 'palette.primary.main',
              reference: theme.vars.palette.primary.main,
            },
            {
              path: 'palette.background.paper',
              reference: theme.vars.palette.background.paper,
            },
            {
              path: 'palette.text.primary',
              reference: theme.vars.palette.text.primary,
            },
            {
              path: 'shape.borderRadius',
              reference: String(theme.vars.shape.borderRadius),
            },
          ]
        : [],
    [theme],
  );
  const [resolved, setResolved] = React.useState<Record<string, string>>({});

  React.useEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    const read = () => {
      const style = getComputedStyle(element);
      setResolved(
        Object.fromEntries(
          tokens.map((token) => [
            token.path,
            style.getPropertyValue(variableName(token.reference)).trim(),
          ]),
        ),
      );
    };
    read();
    // The values change when the color scheme does: re-read on any change
    // of the <html> element's attributes or classes.
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true });
    return () => observer.disconnect();
  }, [tokens]);

  if (!theme.vars) {
    return <Typography>This theme has no CSS variables.</Typography>;
  }

  return (
    <Stack spacing={2} ref={ref}>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          sx={{
            borderCollapse: 'collapse',
            width: '100%',
            typography: 'body2',
            '& th, & td': {
              textAlign: 'start',
              p: 1,
              borderBottom: 1,
              borderColor: 'divider',
            },
            '& td': { fontFamily: 'monospace', fontSize: 12 },
          }}
        >
          <thead>
            <tr>
              <th>theme.vars.*</th>
              <th>Variable</th>
              <th>Resolved value</th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token.path}>
                <td>{token.path}</td>
                <td>{variableName(token.reference)}</td>
                <td data-testid={`resolved-${token.path}`}>
                  {resolved[token.path] ?? ''}
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Box>
        <Button variant="contained">Styled with var(...)</Button>
      </Box>
    </Stack>
  );
}
