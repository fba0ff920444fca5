import {describe, expect, it} from 'vitest';
import {sandboxProject, type SandboxDemo} from '../project';

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

describe('sandboxProject in the Vite layout (StackBlitz)', () => {
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
    const project = sandboxProject({...BASE, ...demo}, INSTALLED, 'vite');
    expect(Object.keys(project.files)).toEqual(files);
    expect(project.openFile).toBe(files.find((file) => file.startsWith('src/Demo')));
    expect(project.files[project.openFile]).toBe(demo.source ?? BASE.source);
  });

  it('pins package.json to the installed versions', () => {
    const pkg = JSON.parse(sandboxProject(BASE, INSTALLED, 'vite').files['package.json'] ?? '') as Record<string, Record<string, string>>;
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
      'vite',
    );
    const pkg = JSON.parse(project.files['package.json'] ?? '') as {dependencies: Record<string, string>};
    expect(pkg.dependencies['@mui/x-data-grid-pro']).toBe('8.29.3');
    expect(pkg.dependencies['@mui/x-license']).toBe('8.29.3');
    expect(project.files['src/main.tsx']).toContain("// LicenseInfo.setLicenseKey('YOUR_LICENSE_KEY');");
    expect(project.description).toContain('needs an MUI X licence key');
  });

  it('escapes the title in index.html', () => {
    expect(sandboxProject({...BASE, pageTitle: 'A <b> & "c"'}, INSTALLED, 'vite').files['index.html']).toContain(
      '<title>basic-buttons – A &lt;b&gt; &amp; &quot;c&quot;</title>',
    );
  });
});

describe('sandboxProject in the create-react-app layout (CodeSandbox)', () => {
  it.each<[string, Partial<SandboxDemo>, string[]]>([
    ['TypeScript: public/index.html, src/index.tsx, a tsconfig', {}, ['package.json', 'public/index.html', 'tsconfig.json', 'src/index.tsx', 'src/Demo.tsx']],
    ['JavaScript', {language: 'jsx'}, ['package.json', 'public/index.html', 'src/index.jsx', 'src/Demo.jsx']],
  ])('%s', (_name, demo, files) => {
    const project = sandboxProject({...BASE, ...demo}, INSTALLED, 'createReactApp');
    expect(Object.keys(project.files)).toEqual(files);
    expect(project.files['public/index.html']).not.toContain('<script');
  });

  it('names react-scripts among the dependencies, which the service reads as its template', () => {
    const pkg = JSON.parse(sandboxProject(BASE, INSTALLED, 'createReactApp').files['package.json'] ?? '') as Record<string, Record<string, string>>;
    expect(pkg.dependencies?.['react-scripts']).toBe('5.0.1');
    expect(pkg.devDependencies).not.toHaveProperty('vite');
  });

  it("loads Tailwind's browser build at the installed version for a Tailwind variant", () => {
    const project = sandboxProject({...BASE, styling: 'Tailwind', language: 'jsx', source: 'export default function A() {}\n'}, INSTALLED, 'createReactApp');
    expect(project.files['public/index.html']).toContain('<script src="https://cdn.jsdelivr.net/npm/@tailwindcss/browser@4.3.3"></script>');
    expect(Object.keys(project.files)).not.toContain('src/index.css');
    expect(project.files['src/index.jsx']).not.toContain('index.css');
  });
});
