import {describe, expect, it} from 'vitest';
import {SANDBOX_TOOLING_VERSIONS} from '../../../constants/sandboxProject';
import {localImports, moduleSpecifiers, packageOf, pinnedDependencies, versionOf} from '../dependencies';

const INSTALLED = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  '@mui/material': '7.3.5',
  '@mui/x-date-pickers': '8.29.5',
  dayjs: '1.11.23',
  typescript: '6.0.2',
  '@types/react': '19.2.2',
  '@types/react-dom': '19.2.1',
  tailwindcss: '4.3.3',
};

describe('moduleSpecifiers', () => {
  it.each<[string, string, string[]]>([
    ['default, namespace and named imports', "import * as React from 'react';\nimport Button from '@mui/material/Button';\nimport {a} from \"./a\";", ['react', '@mui/material/Button', './a']],
    ['an import over several lines', "import {\n  DataGrid,\n  GridColDef,\n} from '@mui/x-data-grid';", ['@mui/x-data-grid']],
    ['a side-effect import', "import './index.css';", ['./index.css']],
    ['type imports and re-exports', "import type {Theme} from '@mui/material/styles';\nexport {x} from 'y';", ['@mui/material/styles', 'y']],
    ['each module once', "import A from 'a';\nimport {B} from 'a';", ['a']],
    ['not code that only mentions a module', "export default function Demo() {\n  return <p>import from 'nowhere'</p>;\n}", []],
    ['not a commented-out import', "// import { LicenseInfo } from '@mui/x-license';", []],
  ])('%s', (_name, source, expected) => {
    expect(moduleSpecifiers(source)).toEqual(expected);
  });
});

describe('packageOf', () => {
  it.each<[string, string | null]>([
    ['react', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@mui/material/Button', '@mui/material'],
    ['@mui/x-date-pickers/AdapterDayjs', '@mui/x-date-pickers'],
    ['./BasicButtons.module.css', null],
    ['/src/main', null],
    ['node:fs', null],
  ])('%s → %s', (specifier, expected) => {
    expect(packageOf(specifier)).toBe(expected);
  });
});

describe('localImports', () => {
  it('lists the files beside the demo it imports', () => {
    expect(localImports("import styles from './A.module.css';\nimport B from '@mui/material/Button';")).toEqual(['A.module.css']);
  });
});

describe('versionOf', () => {
  it.each<[string, string]>([
    ['@mui/material', '7.3.5'],
    ['@tailwindcss/vite', '4.3.3'],
    ['vite', SANDBOX_TOOLING_VERSIONS.vite],
    ['left-pad', 'latest'],
  ])('%s → %s', (name, expected) => {
    expect(versionOf(name, INSTALLED)).toBe(expected);
  });
});

describe('pinnedDependencies', () => {
  const vite = ['vite', '@vitejs/plugin-react'];
  const tooling = {vite: SANDBOX_TOOLING_VERSIONS.vite, '@vitejs/plugin-react': SANDBOX_TOOLING_VERSIONS['@vitejs/plugin-react']};
  it.each<[string, {specifiers: string[]; tooling: string[]; runtimeTooling: string[]}, Record<string, string>, Record<string, string>]>([
    [
      'a Material UI demo in JavaScript: its package, React and the style engine',
      {specifiers: ['react', '@mui/material/Button'], tooling: vite, runtimeTooling: []},
      {'@emotion/react': '11.14.0', '@emotion/styled': '11.14.1', '@mui/material': '7.3.5', react: '19.2.0', 'react-dom': '19.2.0'},
      tooling,
    ],
    [
      'a date picker demo in TypeScript: Material UI and dayjs it does not name, the type packages',
      {specifiers: ['@mui/x-date-pickers/DatePicker', '@mui/x-date-pickers/AdapterDayjs'], tooling: [...vite, 'typescript', '@types/react', '@types/react-dom'], runtimeTooling: []},
      {
        '@emotion/react': '11.14.0',
        '@emotion/styled': '11.14.1',
        '@mui/material': '7.3.5',
        '@mui/x-date-pickers': '8.29.5',
        dayjs: '1.11.23',
        react: '19.2.0',
        'react-dom': '19.2.0',
      },
      {...tooling, typescript: '6.0.2', '@types/react': '19.2.2', '@types/react-dom': '19.2.1'},
    ],
    [
      'a Tailwind demo: no style engine, Tailwind and its Vite plugin at the installed version',
      {specifiers: ['react', './index.css'], tooling: [...vite, 'tailwindcss', '@tailwindcss/vite'], runtimeTooling: []},
      {react: '19.2.0', 'react-dom': '19.2.0'},
      {...tooling, tailwindcss: '4.3.3', '@tailwindcss/vite': '4.3.3'},
    ],
    [
      'a package added while editing, not installed here: its latest release',
      {specifiers: ['left-pad'], tooling: vite, runtimeTooling: []},
      {'left-pad': 'latest', react: '19.2.0', 'react-dom': '19.2.0'},
      tooling,
    ],
    [
      'create-react-app: react-scripts among the dependencies, no build tools',
      {specifiers: ['react'], tooling: [], runtimeTooling: ['react-scripts']},
      {react: '19.2.0', 'react-dom': '19.2.0', 'react-scripts': SANDBOX_TOOLING_VERSIONS['react-scripts']},
      {},
    ],
  ])('%s', (_name, needs, dependencies, devDependencies) => {
    const pinned = pinnedDependencies(needs, INSTALLED);
    expect(pinned.dependencies).toEqual(dependencies);
    expect(pinned.devDependencies).toEqual(devDependencies);
    // Sorted, as npm writes them.
    expect(Object.keys(pinned.dependencies)).toEqual(Object.keys(pinned.dependencies).sort());
  });
});
