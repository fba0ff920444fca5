/**
 * The entry file of a demo's sandbox project: renders `<Demo />` the way a reader's app would,
 * in what it needs to look as it does on the page (Material UI's theme and baseline, Joy UI's
 * provider, Tailwind's stylesheet), with a paid demo's licence note. Pure.
 */
import {SANDBOX_LICENSE_DOCS_URL, SANDBOX_LICENSE_PACKAGE} from '../../constants/sandboxProject';

export type SandboxLanguage = 'tsx' | 'jsx';

/** A paid demo's package and the product it belongs to. */
export interface PaidPackageNote {
  readonly package: string;
  readonly product: string;
}

/** How the entry renders the demo, from the packages it imports. */
export type EntryKind = 'joy' | 'material' | 'plain';

export function entryKind(packages: readonly string[]): EntryKind {
  if (packages.includes('@mui/joy')) {
    return 'joy';
  }
  const material = ['@mui/material', '@mui/lab', '@mui/icons-material'];
  return packages.some((name) => material.includes(name) || name.startsWith('@mui/x-')) ? 'material' : 'plain';
}

/** An element the entry wraps the demo in: its tags and what it renders before its children. */
interface Wrapper {
  readonly open: string;
  readonly close: string;
  readonly first: readonly string[];
}

/** The entry's imports, set-up and the elements around `<Demo />`, by kind. */
const ENTRY_KINDS = {
  material: {
    imports: [
      "import { ThemeProvider, createTheme } from '@mui/material/styles';",
      "import CssBaseline from '@mui/material/CssBaseline';",
      "import '@fontsource/roboto/300.css';",
      "import '@fontsource/roboto/400.css';",
      "import '@fontsource/roboto/500.css';",
      "import '@fontsource/roboto/700.css';",
    ],
    setup: ['const theme = createTheme({ colorSchemes: { dark: true } });'],
    wrappers: [{open: '<ThemeProvider theme={theme}>', close: '</ThemeProvider>', first: ['<CssBaseline />']}],
  },
  joy: {
    imports: ["import { CssVarsProvider } from '@mui/joy/styles';", "import CssBaseline from '@mui/joy/CssBaseline';"],
    setup: [],
    wrappers: [{open: '<CssVarsProvider>', close: '</CssVarsProvider>', first: ['<CssBaseline />']}],
  },
  plain: {imports: [], setup: [], wrappers: []},
} as const satisfies Record<EntryKind, {imports: readonly string[]; setup: readonly string[]; wrappers: readonly Wrapper[]}>;

function renderTree(wrappers: readonly Wrapper[], depth: number): string[] {
  const indent = (level: number): string => '  '.repeat(level);
  const [outer, ...inner] = wrappers;
  if (!outer) {
    return [`${indent(depth)}<Demo />`];
  }
  return [
    indent(depth) + outer.open,
    ...outer.first.map((element) => indent(depth + 1) + element),
    ...renderTree(inner, depth + 1),
    indent(depth) + outer.close,
  ];
}

export interface EntryOptions {
  readonly language: SandboxLanguage;
  /** A Tailwind variant: Material UI's styles go in a cascade layer below Tailwind's utilities. */
  readonly tailwind: boolean;
  /** Whether the entry imports Tailwind's stylesheet (`./index.css`; not when the page loads Tailwind's browser build). */
  readonly tailwindStylesheet: boolean;
  readonly paid: PaidPackageNote | null;
}

/** The entry file: renders `<Demo />` in what it needs to look as it does on the page. */
export function entrySource(kind: EntryKind, {language, tailwind, tailwindStylesheet, paid}: EntryOptions): string {
  const parts = ENTRY_KINDS[kind];
  // Tailwind's utilities must win over Material UI's styles: Material UI then puts its styles in
  // a cascade layer, declared before Tailwind's utilities layer.
  const layered = tailwind && kind === 'material';
  const imports = [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
    ...(layered ? ["import { StyledEngineProvider } from '@mui/material/styles';"] : []),
    ...parts.imports,
    ...(tailwindStylesheet ? ["import './index.css';"] : []),
    "import Demo from './Demo';",
  ];
  const licenseNote = paid
    ? [
        `// ${paid.product} (${paid.package}) needs an MUI X licence key; without one it shows a`,
        '// watermark. Register yours before rendering, as explained at',
        `// ${SANDBOX_LICENSE_DOCS_URL}`,
        `// import { LicenseInfo } from '${SANDBOX_LICENSE_PACKAGE}';`,
        "// LicenseInfo.setLicenseKey('YOUR_LICENSE_KEY');",
      ]
    : [];
  const wrappers: Wrapper[] = [
    {open: '<React.StrictMode>', close: '</React.StrictMode>', first: []},
    ...(layered ? [{open: '<StyledEngineProvider enableCssLayer>', close: '</StyledEngineProvider>', first: []}] : []),
    ...parts.wrappers,
  ];
  const root = language === 'tsx' ? "document.getElementById('root')!" : "document.getElementById('root')";
  const setup = [...licenseNote, ...parts.setup];
  return [
    ...imports,
    '',
    ...(setup.length > 0 ? [...setup, ''] : []),
    `ReactDOM.createRoot(${root}).render(`,
    ...renderTree(wrappers, 1),
    ');',
    '',
  ].join('\n');
}

