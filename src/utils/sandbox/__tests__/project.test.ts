import {describe, expect, it} from 'vitest';
import {entryKind, entrySource, sandboxProject, type SandboxDemo} from '../project';

const INSTALLED = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  '@fontsource/roboto': '5.3.0',
  '@mui/joy': '5.0.0-beta.49',
  '@mui/material': '7.3.5',
  '@mui/x-data-grid-pro': '8.29.3',
  '@mui/x-license': '8.29.3',
  typescript: '6.0.2',
  '@types/react': '19.2.2',
  '@types/react-dom': '19.2.1',
  tailwindcss: '4.3.3',
};

const BASE: SandboxDemo = {
  id: 'basic-buttons',
  pageTitle: 'Button - Material UI',
  url: 'https://docs.example/material-ui/react-button#basic-buttons',
  language: 'tsx',
  styling: 'MUI System',
  source: "import * as React from 'react';\nimport Button from '@mui/material/Button';\n\nexport default function BasicButtons() {\n  return <Button>Text</Button>;\n}\n",
  files: {},
  paid: null,
};

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

describe('sandboxProject', () => {
  it.each<[string, Partial<SandboxDemo>, string[]]>([
    [
      'TypeScript: a tsconfig, the TS entry and demo',
      {},
      ['package.json', 'index.html', 'vite.config.ts', 'tsconfig.json', 'src/main.tsx', 'src/Demo.tsx'],
    ],
    ['JavaScript: no tsconfig, JS files', {language: 'jsx'}, ['package.json', 'index.html', 'vite.config.js', 'src/main.jsx', 'src/Demo.jsx']],
    [
      'plain CSS: the CSS module the demo imports',
      {
        styling: 'CSS',
        language: 'jsx',
        source: "import styles from './BasicButtons.module.css';\nexport default function A() {\n  return <div className={styles.row} />;\n}\n",
        files: {'BasicButtons.module.css': '.row {}\n', 'Unused.css': ''},
      },
      ['package.json', 'index.html', 'vite.config.js', 'src/main.jsx', 'src/Demo.jsx', 'src/BasicButtons.module.css'],
    ],
    [
      'Tailwind: its stylesheet',
      {styling: 'Tailwind', language: 'jsx', source: "export default function A() {\n  return <div className=\"flex\" />;\n}\n"},
      ['package.json', 'index.html', 'vite.config.js', 'src/main.jsx', 'src/Demo.jsx', 'src/index.css'],
    ],
    [
      'a paid demo: a README with the licence note',
      {source: "import {DataGridPro} from '@mui/x-data-grid-pro';\n", paid: {package: '@mui/x-data-grid-pro', product: 'Data Grid Pro'}},
      ['package.json', 'index.html', 'vite.config.ts', 'tsconfig.json', 'src/main.tsx', 'src/Demo.tsx', 'README.md'],
    ],
  ])('%s', (_name, demo, files) => {
    const project = sandboxProject({...BASE, ...demo}, INSTALLED);
    expect(Object.keys(project.files)).toEqual(files);
    expect(project.openFile).toBe(files.find((file) => file.startsWith('src/Demo')));
    expect(project.files[project.openFile]).toBe(demo.source ?? BASE.source);
  });

  it('pins package.json to the installed versions', () => {
    const pkg = JSON.parse(sandboxProject(BASE, INSTALLED).files['package.json'] ?? '') as Record<string, Record<string, string>>;
    expect(pkg.dependencies).toEqual({
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@fontsource/roboto': '5.3.0',
      '@mui/material': '7.3.5',
      react: '19.2.0',
      'react-dom': '19.2.0',
    });
    expect(pkg.scripts).toEqual({dev: 'vite', build: 'tsc && vite build', preview: 'vite preview'});
  });

  it("a paid demo's project has the licence package and says a key is needed, with no key in it", () => {
    const project = sandboxProject(
      {...BASE, source: "import {DataGridPro} from '@mui/x-data-grid-pro';\n", paid: {package: '@mui/x-data-grid-pro', product: 'Data Grid Pro'}},
      INSTALLED,
    );
    const pkg = JSON.parse(project.files['package.json'] ?? '') as {dependencies: Record<string, string>};
    expect(pkg.dependencies['@mui/x-data-grid-pro']).toBe('8.29.3');
    expect(pkg.dependencies['@mui/x-license']).toBe('8.29.3');
    expect(project.files['src/main.tsx']).toContain("// LicenseInfo.setLicenseKey('YOUR_LICENSE_KEY');");
    expect(project.description).toContain('needs an MUI X licence key');
  });

  it('escapes the title in index.html', () => {
    expect(sandboxProject({...BASE, pageTitle: 'A <b> & "c"'}, INSTALLED).files['index.html']).toContain(
      '<title>basic-buttons – A &lt;b&gt; &amp; &quot;c&quot;</title>',
    );
  });
});

describe('entrySource', () => {
  it('renders a Material UI demo in its theme and baseline (TypeScript)', () => {
    expect(entrySource('material', {language: 'tsx', tailwind: false, paid: null})).toBe(
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
    expect(entrySource('joy', {language: 'jsx', tailwind: false, paid: null})).toBe(
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
    const entry = entrySource('material', {language: 'jsx', tailwind: true, paid: null});
    expect(entry).toContain("import './index.css';");
    expect(entry).toContain('    <StyledEngineProvider enableCssLayer>\n      <ThemeProvider theme={theme}>');
  });
});
