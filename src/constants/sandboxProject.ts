/**
 * What the sandbox project around a demo is made of (src/utils/sandbox): its layouts, the
 * tooling and packages it names beside the demo's imports, and its fixed files. Imported only by
 * the code that opens a sandbox, which loads on demand; the services are in sandbox.ts.
 */

/**
 * Tooling the project needs that the site does not install, so there is no installed version to
 * read: pinned here, to the releases the project files below are written for. Every other
 * package of the project is pinned to the version installed here (read at build time).
 */
export const SANDBOX_TOOLING_VERSIONS = {
  vite: '8.4.0',
  '@vitejs/plugin-react': '6.3.0',
  // Its last release; CodeSandbox reads it as "create-react-app" and runs the project in the browser.
  'react-scripts': '5.0.1',
} as const;

/**
 * The two project layouts: where index.html and the entry go, the tooling each one names, and how
 * a Tailwind variant gets Tailwind (Vite compiles it through its plugin; the in-browser bundler
 * cannot, so the page loads Tailwind's browser build, pinned to the installed version).
 */
export const SANDBOX_LAYOUTS = {
  vite: {
    indexHtml: 'index.html',
    entry: 'src/main',
    tooling: ['vite', '@vitejs/plugin-react'],
    runtimeTooling: [],
    tailwind: 'plugin',
  },
  createReactApp: {
    indexHtml: 'public/index.html',
    entry: 'src/index',
    tooling: [],
    runtimeTooling: ['react-scripts'],
    tailwind: 'browser',
  },
} as const satisfies Record<
  string,
  {indexHtml: string; entry: string; tooling: readonly string[]; runtimeTooling: readonly string[]; tailwind: 'plugin' | 'browser'}
>;
export type SandboxLayout = keyof typeof SANDBOX_LAYOUTS;

/** Tailwind's build for the browser, with the installed Tailwind version in place of `{version}`. */
export const TAILWIND_BROWSER_SCRIPT = 'https://cdn.jsdelivr.net/npm/@tailwindcss/browser@{version}';

/**
 * Packages that release in lockstep with one the site installs: pinned to that one's installed
 * version (Tailwind's Vite plugin carries the version of `tailwindcss`).
 */
export const SANDBOX_LOCKSTEP_PACKAGES = {'@tailwindcss/vite': 'tailwindcss'} as const;

/** Every project has these. */
export const SANDBOX_BASE_DEPENDENCIES = ['react', 'react-dom'] as const;
/** What MUI's packages style with by default: a demo importing any `@mui/` package gets them. */
export const SANDBOX_STYLE_ENGINE = ['@emotion/react', '@emotion/styled'] as const;
/** A TypeScript project also has these (type-checking is `tsc` in its build script). */
export const SANDBOX_TYPESCRIPT_DEPENDENCIES = ['typescript', '@types/react', '@types/react-dom'] as const;
/** A Tailwind variant's Vite project also has these (Tailwind through its Vite plugin). */
export const SANDBOX_TAILWIND_DEPENDENCIES = ['tailwindcss', '@tailwindcss/vite'] as const;

/**
 * Packages a demo's imports need but do not name: a module specifier (or the start of one) and
 * the packages it needs beside its own (a date adapter needs its date library; Material UI's
 * siblings need Material UI, their peer dependency).
 */
export const SANDBOX_IMPLIED_PACKAGES = [
  {specifier: '@mui/x-date-pickers/AdapterDayjs', packages: ['dayjs']},
  {specifier: '@mui/x-date-pickers-pro/AdapterDayjs', packages: ['dayjs']},
  {specifier: '@mui/x-', packages: ['@mui/material']},
  {specifier: '@mui/lab', packages: ['@mui/material']},
  {specifier: '@mui/icons-material', packages: ['@mui/material']},
] as const satisfies readonly {readonly specifier: string; readonly packages: readonly string[]}[];

/** What MUI X's paid packages register a licence key with; the project names it in its note. */
export const SANDBOX_LICENSE_PACKAGE = '@mui/x-license';

/** Where a reader sets up an MUI X licence key (the note of a paid demo's project links there). */
export const SANDBOX_LICENSE_DOCS_URL = 'https://mui.com/x/introduction/licensing/#license-key-installation';

/** The files every project has, by role; the demo is `src/Demo.<ext>` whatever its name on the site. */
export const SANDBOX_FILES = {
  demo: 'src/Demo',
  tailwindCss: 'src/index.css',
} as const;

/**
 * Versions of the packages the site installs, by name: what `@generated/demos/default/installedVersions.json`
 * holds (written by plugins/demos at build time).
 */
export type InstalledVersions = Readonly<Record<string, string>>;
