/**
 * The project a demo opens as in an online sandbox: the demo in the reader's language and styling
 * (`src/Demo.tsx` or `.jsx`, with the files it imports), an entry that renders it (entry.ts),
 * `index.html`, a tsconfig for TypeScript, and a package.json pinned to the versions the site
 * installs, in the layout the service runs (SANDBOX_LAYOUTS: a Vite app, or create-react-app's).
 * Pure: the page passes the demo and the versions in.
 */
import {CODE_STYLINGS, type CodeStyling} from '../../constants/code';
import {
  SANDBOX_FILES,
  SANDBOX_LAYOUTS,
  SANDBOX_LICENSE_DOCS_URL,
  SANDBOX_LICENSE_PACKAGE,
  SANDBOX_TAILWIND_DEPENDENCIES,
  SANDBOX_TYPESCRIPT_DEPENDENCIES,
  TAILWIND_BROWSER_SCRIPT,
  type InstalledVersions,
  type SandboxLayout,
} from '../../constants/sandboxProject';
import {localImports, moduleSpecifiers, packageOf, pinnedDependencies, versionOf} from './dependencies';
import {entryKind, entrySource, type PaidPackageNote, type SandboxLanguage} from './entry';

export type {SandboxLanguage} from './entry';

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
  readonly paid: PaidPackageNote | null;
}

export interface SandboxProject {
  readonly title: string;
  readonly description: string;
  /** Every file by its path from the project root. */
  readonly files: Readonly<Record<string, string>>;
  /** The file the sandbox opens first: the demo. */
  readonly openFile: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[char] ?? char);
}

/** index.html: Vite's names the entry module; create-react-app's gets it injected by the bundler. */
function indexHtml(title: string, {entryScript, headScript}: {entryScript: string | null; headScript: string | null}): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="initial-scale=1, width=device-width" />',
    `    <title>${escapeHtml(title)}</title>`,
    ...(headScript ? [`    <script src="${escapeHtml(headScript)}"></script>`] : []),
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    ...(entryScript ? [`    <script type="module" src="/${entryScript}"></script>`] : []),
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

function viteConfig(tailwind: boolean): string {
  return [
    "import { defineConfig } from 'vite';",
    "import react from '@vitejs/plugin-react';",
    ...(tailwind ? ["import tailwindcss from '@tailwindcss/vite';"] : []),
    '',
    'export default defineConfig({',
    `  plugins: [react()${tailwind ? ', tailwindcss()' : ''}],`,
    '});',
    '',
  ].join('\n');
}

function tsconfig(layout: SandboxLayout): string {
  const config = {
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
      // Types of `import styles from './X.module.css'` and the like.
      types: [layout === 'vite' ? 'vite/client' : 'react-scripts'],
    },
    include: ['src'],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

// Tailwind's layers, with Material UI's between its base and its utilities (see entry.ts).
const TAILWIND_CSS = "@layer theme, base, mui, components, utilities;\n@import 'tailwindcss';\n";

const SCRIPTS = {
  vite: (typeScript: boolean) => ({dev: 'vite', build: typeScript ? 'tsc && vite build' : 'vite build', preview: 'vite preview'}),
  createReactApp: () => ({start: 'react-scripts start', build: 'react-scripts build'}),
} as const satisfies Record<SandboxLayout, (typeScript: boolean) => Record<string, string>>;

/** A package name from the demo's anchor: lower case, dashes. */
function projectName(id: string): string {
  return (
    id
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'demo'
  );
}

function licenseReadme(title: string, paid: PaidPackageNote, entry: string): string {
  return `# ${title}

This demo uses ${paid.product} (\`${paid.package}\`), a paid MUI X package. It runs without a
licence key, with a watermark. To use your key, register it before rendering (see the comment
in \`${entry}\`): ${SANDBOX_LICENSE_DOCS_URL}
`;
}

export function sandboxProject(demo: SandboxDemo, installed: InstalledVersions, layoutName: SandboxLayout): SandboxProject {
  const {language, styling, source, paid} = demo;
  const layout = SANDBOX_LAYOUTS[layoutName];
  const typeScript = language === 'tsx';
  const tailwind = styling === CODE_STYLINGS.TAILWIND;
  const tailwindPlugin = tailwind && layout.tailwind === 'plugin';
  const demoSpecifiers = moduleSpecifiers(source);
  const packages = demoSpecifiers.map(packageOf).filter((name): name is string => name !== null);
  const entry = `${layout.entry}.${language}`;
  const demoFile = `${SANDBOX_FILES.demo}.${language}`;
  const entryCode = entrySource(entryKind(packages), {language, tailwind, tailwindStylesheet: tailwindPlugin, paid});
  const title = `${demo.id} – ${demo.pageTitle}`;
  const description = `Demo "${demo.id}" of ${demo.url}${paid ? ` (${paid.product}: needs an MUI X licence key)` : ''}`;
  const {dependencies, devDependencies} = pinnedDependencies(
    {
      // A paid demo's project also has the licence package its note tells the reader to import.
      specifiers: [...demoSpecifiers, ...moduleSpecifiers(entryCode), ...(paid ? [SANDBOX_LICENSE_PACKAGE] : [])],
      tooling: [...layout.tooling, ...(typeScript ? SANDBOX_TYPESCRIPT_DEPENDENCIES : []), ...(tailwindPlugin ? SANDBOX_TAILWIND_DEPENDENCIES : [])],
      runtimeTooling: layout.runtimeTooling,
    },
    installed,
  );
  const packageJson = {
    name: projectName(demo.id),
    private: true,
    version: '0.0.0',
    ...(layoutName === 'vite' ? {type: 'module'} : {}),
    description,
    scripts: SCRIPTS[layoutName](typeScript),
    dependencies,
    devDependencies,
  };
  // Only the files the shown source imports: the reader may have edited an import away.
  const wanted = new Set(localImports(source));
  const localFiles = Object.entries(demo.files)
    .filter(([name]) => wanted.has(name))
    .map(([name, content]) => [`src/${name}`, content] as const);
  const tailwindScript = tailwind && layout.tailwind === 'browser' ? TAILWIND_BROWSER_SCRIPT.replace('{version}', versionOf('tailwindcss', installed)) : null;
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    [layout.indexHtml]: indexHtml(title, {entryScript: layoutName === 'vite' ? entry : null, headScript: tailwindScript}),
    ...(layoutName === 'vite' ? {[`vite.config.${typeScript ? 'ts' : 'js'}`]: viteConfig(tailwindPlugin)} : {}),
    ...(typeScript ? {'tsconfig.json': tsconfig(layoutName)} : {}),
    [entry]: entryCode,
    [demoFile]: source,
    ...Object.fromEntries(localFiles),
    ...(tailwindPlugin ? {[SANDBOX_FILES.tailwindCss]: TAILWIND_CSS} : {}),
    ...(paid ? {'README.md': licenseReadme(title, paid, entry)} : {}),
  };
  return {title, description, files, openFile: demoFile};
}
