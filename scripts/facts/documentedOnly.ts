/**
 * MUI packages that pages document but the site does not install, with the reason. The facts
 * check cannot read their declarations, so it leaves their imports alone; every other `@mui/`
 * import must resolve in node_modules.
 */
export const DOCUMENTED_ONLY_PACKAGES = {
  '@mui/material-nextjs': 'Next.js integration: its declarations import next, which the site does not install',
  '@mui/x-charts-premium':
    'has no release in the installed 8.29 line; its 8.28 release pins @mui/x-charts and -pro to 8.28, a second copy beside the installed ones',
  '@mui/styles': 'the legacy JSS styling package, documented for migration; it supports React 17 at most',
  '@mui/material-pigment-css':
    'the Pigment CSS adapter, documented for the opt-in migration; it needs the Pigment CSS bundler plugins, which the site does not use',
} as const satisfies Record<string, string>;
