/**
 * The project a demo opens as in an online sandbox: a Vite app with the demo in the reader's
 * language and styling (`src/Demo.tsx` or `.jsx`, with the files it imports), an entry file that
 * renders it the way a reader's app would (Material UI's theme and baseline, Joy UI's provider,
 * Tailwind's stylesheet), `index.html`, the Vite config, a tsconfig for TypeScript, and a
 * package.json pinned to the versions the site installs. Pure: the page passes the demo and the
 * versions in.
 */
import {CODE_STYLINGS, type CodeStyling} from '../../constants/code';
import {SANDBOX_FILES, SANDBOX_LICENSE_DOCS_URL, SANDBOX_LICENSE_PACKAGE, type InstalledVersions} from '../../constants/sandbox';
import {localImports, moduleSpecifiers, packageOf, pinnedDependencies} from './dependencies';

export type SandboxLanguage = 'tsx' | 'jsx';

export interface SandboxDemo {
  /** The demo's anchor on its page (`basic-buttons`). */
  readonly id: string;
  /** The page's title, for the project's. */
  readonly pageTitle: string;
  /** The demo's address (page URL and anchor), for the project's description. */
  readonly url: string;
  readonly language: SandboxLanguage;
  readonly styling: CodeStyling;
  /** The source the reader sees (edited or not), in `language`. */
  readonly source: string;
  /** The files the demo's variant imports from beside it (a CSS module), by file name. */
  readonly files: Readonly<Record<string, string>>;
  /** The paid package the demo needs and the product it belongs to, or null. */
  readonly paid: {readonly package: string; readonly product: string} | null;
}

export interface SandboxProject {
  readonly title: string;
  readonly description: string;
  /** Every file by its path from the project root. */
  readonly files: Readonly<Record<string, string>>;
  /** The file the sandbox opens first: the demo. */
  readonly openFile: string;
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[char] ?? char);
}

function indexHtml(title: string, entry: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="initial-scale=1, width=device-width" />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/${entry}"></script>
  </body>
</html>
`;
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

/** The entry file: renders `<Demo />` in what it needs to look as it does on the page. */
export function entrySource(kind: EntryKind, {language, tailwind, paid}: {language: SandboxLanguage; tailwind: boolean; paid: SandboxDemo['paid']}): string {
  const parts = ENTRY_KINDS[kind];
  // Tailwind's utilities must win over Material UI's styles: Material UI then puts its styles in
  // a cascade layer, which the stylesheet orders before the utilities.
  const layered = tailwind && kind === 'material';
  const imports = [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
    ...(layered ? ["import { StyledEngineProvider } from '@mui/material/styles';"] : []),
    ...parts.imports,
    ...(tailwind ? ["import './index.css';"] : []),
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

const VITE_CONFIG = (tailwind: boolean): string =>
  [
    "import { defineConfig } from 'vite';",
    "import react from '@vitejs/plugin-react';",
    ...(tailwind ? ["import tailwindcss from '@tailwindcss/vite';"] : []),
    '',
    'export default defineConfig({',
    `  plugins: [react()${tailwind ? ', tailwindcss()' : ''}],`,
    '});',
    '',
  ].join('\n');

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    isolatedModules: true,
    noEmit: true,
    types: ['vite/client'],
  },
  include: ['src'],
} as const;

// Tailwind's layers, with Material UI's between its base and its utilities (see entrySource).
const TAILWIND_CSS = "@layer theme, base, mui, components, utilities;\n@import 'tailwindcss';\n";

/** A package name from the demo's anchor: lower case, dashes. */
function projectName(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'demo';
}

function licenseReadme(title: string, paid: NonNullable<SandboxDemo['paid']>): string {
  return `# ${title}

This demo uses ${paid.product} (\`${paid.package}\`), a paid MUI X package. It runs without a
licence key, with a watermark. To use your key, register it before rendering (see the comment
in \`src/main\`): ${SANDBOX_LICENSE_DOCS_URL}
`;
}

export function sandboxProject(demo: SandboxDemo, installed: InstalledVersions): SandboxProject {
  const {language, styling, source, paid} = demo;
  const typeScript = language === 'tsx';
  const tailwind = styling === CODE_STYLINGS.TAILWIND;
  const demoSpecifiers = moduleSpecifiers(source);
  const packages = demoSpecifiers.map(packageOf).filter((name): name is string => name !== null);
  const kind = entryKind(packages);
  const entry = `${SANDBOX_FILES.entry}.${language}`;
  const demoFile = `${SANDBOX_FILES.demo}.${language}`;
  const entryCode = entrySource(kind, {language, tailwind, paid});
  const title = `${demo.id} – ${demo.pageTitle}`;
  const description = `Demo "${demo.id}" of ${demo.url}${paid ? ` (${paid.product}: needs an MUI X licence key)` : ''}`;
  const {dependencies, devDependencies} = pinnedDependencies(
    // A paid demo's project also has the licence package its note tells the reader to import.
    {specifiers: [...demoSpecifiers, ...moduleSpecifiers(entryCode), ...(paid ? [SANDBOX_LICENSE_PACKAGE] : [])], typeScript, tailwind},
    installed,
  );
  const packageJson = {
    name: projectName(demo.id),
    private: true,
    version: '0.0.0',
    type: 'module',
    description,
    scripts: {dev: 'vite', build: typeScript ? 'tsc && vite build' : 'vite build', preview: 'vite preview'},
    dependencies,
    devDependencies,
  };
  // Only the files the shown source imports: the reader may have edited an import away.
  const wanted = new Set(localImports(source));
  const localFiles = Object.entries(demo.files)
    .filter(([name]) => wanted.has(name))
    .map(([name, content]) => [`src/${name}`, content] as const);
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': indexHtml(title, entry),
    [`vite.config.${typeScript ? 'ts' : 'js'}`]: VITE_CONFIG(tailwind),
    ...(typeScript ? {'tsconfig.json': `${JSON.stringify(TSCONFIG, null, 2)}\n`} : {}),
    [entry]: entryCode,
    [demoFile]: source,
    ...Object.fromEntries(localFiles),
    ...(tailwind ? {[SANDBOX_FILES.tailwindCss]: TAILWIND_CSS} : {}),
    ...(paid ? {'README.md': licenseReadme(title, paid)} : {}),
  };
  return {title, description, files, openFile: demoFile};
}
