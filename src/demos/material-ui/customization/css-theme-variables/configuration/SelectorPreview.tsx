import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const selectors = ['media', 'class', 'data', '[data-theme="%s"]'];
const prefixes = ['mui', 'acme', ''];

type Block = Record<string, unknown>;

// Keeps a few variables of each block so that the output stays readable.
function toCss(block: Block, prefix: string, indent = ''): string {
  const shown = [
    'colorScheme',
    `--${prefix}spacing`,
    `--${prefix}shape-borderRadius`,
    `--${prefix}palette-primary-main`,
    `--${prefix}palette-background-default`,
  ];
  return Object.entries(block)
    .map(([selector, value]) => {
      const entries = Object.entries(value as Block);
      const nested = entries.every(([, inner]) => typeof inner === 'object');
      if (nested) {
        return `${indent}${selector} {\n${toCss(value as Block, prefix, `${indent}  `)}\n${indent}}`;
      }
      const lines = entries
        .filter(([key]) => shown.includes(key))
        .map(([key, inner]) => {
          const name = key === 'colorScheme' ? 'color-scheme' : key;
          return `${indent}  ${name}: ${String(inner)};`;
        });
      return `${indent}${selector} {\n${lines.join('\n')}\n${indent}  /* ... */\n${indent}}`;
    })
    .join('\n');
}

export default function SelectorPreview() {
  const [selector, setSelector] = React.useState('class');
  const [prefix, setPrefix] = React.useState('mui');
  const theme = React.useMemo(
    () =>
      createTheme({
        cssVariables: { colorSchemeSelector: selector, cssVarPrefix: prefix },
        colorSchemes: { light: true, dark: true },
      }),
    [selector, prefix],
  );
  const css = theme
    .generateStyleSheets()
    .map((block) => toCss(block, prefix ? `${prefix}-` : ''))
    .join('\n\n');

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap>
        <Box>
          <Typography variant="caption" component="p" id="selector-label">
            colorSchemeSelector
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={selector}
            onChange={(_event, value: string | null) =>
              value && setSelector(value)
            }
            aria-labelledby="selector-label"
            sx={{ flexWrap: 'wrap' }}
          >
            {selectors.map((value) => (
              <ToggleButton
                key={value}
                value={value}
                sx={{ textTransform: 'none' }}
              >
                {value}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <Box>
          <Typography variant="caption" component="p" id="prefix-label">
            cssVarPrefix
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={prefix}
            onChange={(_event, value: string | null) =>
              value !== null && setPrefix(value)
            }
            aria-labelledby="prefix-label"
          >
            {prefixes.map((value) => (
              <ToggleButton
                key={value}
                value={value}
                sx={{ textTransform: 'none' }}
              >
                {value === '' ? '(none)' : value}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      </Stack>
      <Typography variant="body2">
        <code>theme.applyStyles(&apos;dark&apos;, …)</code> targets:{' '}
        <code data-testid="dark-selector">
          {theme.getColorSchemeSelector('dark')}
        </code>
      </Typography>
      <Box
        component="pre"
        data-testid="generated-css"
        // Scrollable, so it must be reachable with the keyboard.
        tabIndex={0}
        role="region"
        aria-label="Generated CSS"
        sx={{
          m: 0,
          p: 2,
          maxHeight: 320,
          overflow: 'auto',
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
          fontSize: 12,
        }}
      >
        {css}
      </Box>
    </Stack>
  );
}
