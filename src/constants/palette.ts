/**
 * The site's colours, written once. The MUI theme is built from them, the build-time stylesheet
 * turns them into `--muidocs-palette-*` variables that the site CSS (Infima's variables included)
 * reads, and the first-paint script tints the browser UI with them.
 */
export const PALETTE = {
  light: {
    primary: '#0072e5',
    // MUI's default info (#0288d1, 3.9:1) and warning (#ed6c02, 3.1:1) are too light for text on
    // white; these darker shades of the same hues reach 4.8:1 and 5:1 (WCAG 1.4.3 asks 4.5:1), for
    // text buttons, outlined chips and alerts' icons alike.
    info: '#0277bd',
    warning: '#b45309',
    background: {default: '#fff', paper: '#fff'},
  },
  dark: {
    primary: '#66b2ff',
    background: {default: '#0b0d0e', paper: '#101418'},
  },
} as const;
