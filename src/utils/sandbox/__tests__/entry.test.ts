import {describe, expect, it} from 'vitest';
import {entryKind, entrySource} from '../entry';

describe('entryKind', () => {
  it.each<[string[], string]>([
    [['react', '@mui/joy'], 'joy'],
    [['react', '@mui/material'], 'material'],
    [['@mui/x-data-grid'], 'material'],
    [['@mui/icons-material'], 'material'],
    [['react', '@mui/system'], 'plain'],
    [['react'], 'plain'],
  ])('%j → %s', (packages, expected) => {
    expect(entryKind(packages)).toBe(expected);
  });
});

describe('entrySource', () => {
  it('renders a Material UI demo in its theme and baseline (TypeScript)', () => {
    expect(entrySource('material', {language: 'tsx', tailwind: false, tailwindStylesheet: false, paid: null})).toBe(
      [
        "import * as React from 'react';",
        "import * as ReactDOM from 'react-dom/client';",
        "import { ThemeProvider, createTheme } from '@mui/material/styles';",
        "import CssBaseline from '@mui/material/CssBaseline';",
        "import '@fontsource/roboto/300.css';",
        "import '@fontsource/roboto/400.css';",
        "import '@fontsource/roboto/500.css';",
        "import '@fontsource/roboto/700.css';",
        "import Demo from './Demo';",
        '',
        'const theme = createTheme({ colorSchemes: { dark: true } });',
        '',
        "ReactDOM.createRoot(document.getElementById('root')!).render(",
        '  <React.StrictMode>',
        '    <ThemeProvider theme={theme}>',
        '      <CssBaseline />',
        '      <Demo />',
        '    </ThemeProvider>',
        '  </React.StrictMode>',
        ');',
        '',
      ].join('\n'),
    );
  });

  it("renders a Joy UI demo in Joy UI's provider (JavaScript)", () => {
    expect(entrySource('joy', {language: 'jsx', tailwind: false, tailwindStylesheet: false, paid: null})).toBe(
      [
        "import * as React from 'react';",
        "import * as ReactDOM from 'react-dom/client';",
        "import { CssVarsProvider } from '@mui/joy/styles';",
        "import CssBaseline from '@mui/joy/CssBaseline';",
        "import Demo from './Demo';",
        '',
        "ReactDOM.createRoot(document.getElementById('root')).render(",
        '  <React.StrictMode>',
        '    <CssVarsProvider>',
        '      <CssBaseline />',
        '      <Demo />',
        '    </CssVarsProvider>',
        '  </React.StrictMode>',
        ');',
        '',
      ].join('\n'),
    );
  });

  it("layers Material UI's styles under Tailwind's utilities", () => {
    const entry = entrySource('material', {language: 'jsx', tailwind: true, tailwindStylesheet: true, paid: null});
    expect(entry).toContain("import './index.css';");
    expect(entry).toContain('    <StyledEngineProvider enableCssLayer>\n      <ThemeProvider theme={theme}>');
  });
});
