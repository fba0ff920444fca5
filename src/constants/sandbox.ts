/**
 * Opening a demo in an online sandbox: the services (where their documented form posts go), and
 * what the project around a demo is made of. Each service gets the layout it runs: StackBlitz a
 * Vite app (its `node` template runs the project's own package.json in WebContainers);
 * CodeSandbox a create-react-app layout, which its in-browser bundler runs as it is (it does not
 * run Vite: a Vite project opens there as an error until converted to a cloud Devbox).
 */

/** The services, by the key the site names them with. */
export const SANDBOX_SERVICES = {
  stackBlitz: {
    name: 'StackBlitz',
    origin: 'https://stackblitz.com',
    // The POST API: one `project[files][<path>]` field per file, opened in a new window.
    action: 'https://stackblitz.com/run',
    // WebContainers run the project's own package.json (the other templates ignore it).
    template: 'node',
    layout: 'vite',
  },
  codeSandbox: {
    name: 'CodeSandbox',
    origin: 'https://codesandbox.io',
    // The define API: the files as LZ-String compressed JSON in one `parameters` field.
    action: 'https://codesandbox.io/api/v1/sandboxes/define',
    layout: 'createReactApp',
  },
} as const;
export type SandboxService = keyof typeof SANDBOX_SERVICES;
/** The toolbar's order of the services. */
export const SANDBOX_SERVICE_ORDER = ['stackBlitz', 'codeSandbox'] as const satisfies readonly SandboxService[];

/** Each service's logo, as SVG path data on a 24 × 24 box (from Simple Icons, CC0). */
export const SANDBOX_LOGOS = {
  stackBlitz: 'M10.797 14.182H3.635L16.728 0l-3.525 9.818h7.162L7.272 24l3.524-9.818Z',
  codeSandbox: 'M0 24H24V0H0V2.45455H21.5455V21.5455H2.45455V0H0Z',
} as const satisfies Record<SandboxService, string>;

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
