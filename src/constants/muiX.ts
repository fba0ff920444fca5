/**
 * MUI X paid plans: the packages that need a licence key, and the environment variable the build
 * reads the key from. The demos plugin gets both from docusaurus.config.ts: a demo whose source
 * imports one of these packages runs only in a build given a key (see plugins/demos/README.md).
 */

/** MUI X's paid plans, cheapest first: a demo that imports packages of both needs the last. */
export const MUI_X_PLANS = ['pro', 'premium'] as const;
export type MuiXPlan = (typeof MUI_X_PLANS)[number];

/** Every paid package, with its plan and the product name a reader knows it by. */
export const MUI_X_PAID_PACKAGES = {
  '@mui/x-data-grid-pro': {plan: 'pro', product: 'Data Grid Pro'},
  '@mui/x-data-grid-premium': {plan: 'premium', product: 'Data Grid Premium'},
  '@mui/x-date-pickers-pro': {plan: 'pro', product: 'Date and Time Pickers Pro'},
  '@mui/x-charts-pro': {plan: 'pro', product: 'Charts Pro'},
  // Not installed (no release in the installed 8.29 line); listed so a page or demo that shows it
  // is known to be Premium.
  '@mui/x-charts-premium': {plan: 'premium', product: 'Charts Premium'},
  '@mui/x-tree-view-pro': {plan: 'pro', product: 'Tree View Pro'},
} as const satisfies Record<string, {readonly plan: MuiXPlan; readonly product: string}>;

/**
 * The build reads the licence key from this variable (`MUI_X_LICENSE_KEY=... npm run build`).
 * Without it, paid demos show their code and a notice instead of running.
 */
export const MUI_X_LICENSE_KEY_VARIABLE = 'MUI_X_LICENSE_KEY';

/**
 * `MUI_X_EVALUATION=1`: a build without a key runs paid demos anyway, as a project on MUI's free
 * trial does (MUI X draws its watermark and logs that the key is missing). The browser tests of
 * paid features use such a build; readers never get one.
 */
export const MUI_X_EVALUATION_VARIABLE = 'MUI_X_EVALUATION';

/** Where the docs explain licence keys: the notice of a paid demo links there. */
export const MUI_X_LICENSING_PATH = '/x/introduction#setting-the-license-key';

/**
 * Packages whose components format numbers or dates with the browser's `Intl` as they first
 * render: the Data Grid's number cells (`toLocaleString`) and the charts' axis labels. A page
 * with a demo of one loads the locale's formatting data off the main thread first (see
 * src/utils/intlWarmup.ts); the demos plugin gets the list from docusaurus.config.ts.
 */
export const MUI_X_INTL_PACKAGES = [
  '@mui/x-data-grid',
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  '@mui/x-charts',
  '@mui/x-charts-pro',
] as const;

/**
 * Packages whose components draw only after measuring their box in the browser, so their server
 * HTML is an empty box: the Data Grid's rows and headers. A demo of one is drawn in Chromium at
 * build time and its DOM put in the page (see DEMO_SNAPSHOT_ATTRIBUTE in src/constants/dom.ts);
 * the demos plugin gets the list from docusaurus.config.ts.
 */
export const MUI_X_MEASURED_PACKAGES = ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'] as const;

/**
 * Packages whose components the server cannot draw as the browser will: a chart sizes itself to
 * its box, and a calendar without a value opens on the reader's today, not the build's. A demo of
 * one goes live as it comes near the viewport, not only when the reader reaches for it (the demos
 * plugin gets the list from docusaurus.config.ts).
 */
export const MUI_X_ON_SIGHT_PACKAGES = ['@mui/x-charts', '@mui/x-charts-pro', '@mui/x-date-pickers', '@mui/x-date-pickers-pro'] as const;
