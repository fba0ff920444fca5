/**
 * The site's colours, written once. The MUI theme is built from them, the build-time stylesheet
 * turns them into `--muidocs-palette-*` variables that the site CSS (Infima's variables included)
 * reads, and the first-paint script tints the browser UI with them.
 */
export const PALETTE = {
  light: {
    primary: '#0072e5',
    background: {default: '#fff', paper: '#fff'},
  },
  dark: {
    primary: '#66b2ff',
    background: {default: '#0b0d0e', paper: '#101418'},
  },
} as const;
