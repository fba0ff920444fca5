/**
 * MUI packages that pages document but the site does not install, with the reason. The facts
 * check cannot read their declarations, so it leaves their imports alone; every other `@mui/`
 * import must resolve in node_modules.
 */
export const DOCUMENTED_ONLY_PACKAGES = {
  '@mui/material-nextjs': 'Next.js integration: its declarations import next, which the site does not install',
  '@mui/styles': 'the legacy JSS styling package, documented for migration; it supports React 17 at most',
} as const satisfies Record<string, string>;
