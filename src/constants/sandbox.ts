/**
 * Opening a demo in an online sandbox: the services, where their documented form posts go, and
 * the project layout each runs (SANDBOX_LAYOUTS in sandboxProject.ts): StackBlitz a Vite app (its
 * `node` template runs the project's own package.json in WebContainers); CodeSandbox a
 * create-react-app layout, which its in-browser bundler runs as it is (it does not run Vite: a
 * Vite project opens there as an error until converted to a cloud Devbox). The demo toolbar
 * imports this module; what the project is made of is in sandboxProject.ts, which only the code
 * that opens a sandbox (loaded on demand) imports.
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
