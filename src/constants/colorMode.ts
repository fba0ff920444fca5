/**
 * Colour-mode storage contract (spec §4 "Colour mode"; issue: colour mode).
 * These keys are MUI's own defaults, so MUI's provider reads and writes the same storage as the
 * first-paint script: one source of truth.
 */
export const MODES = ['light', 'dark', 'system'] as const;
export type Mode = (typeof MODES)[number];
export const DEFAULT_MODE = 'system' satisfies Mode;

export const STORAGE_KEYS = {
  mode: 'mui-mode',
  /** MUI suffixes `-light` / `-dark` to this key. */
  colorScheme: 'mui-color-scheme',
  colorSchemeLight: 'mui-color-scheme-light',
  colorSchemeDark: 'mui-color-scheme-dark',
} as const;

export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** `<meta name="theme-color">` per palette mode: the browser UI tint. */
export const THEME_COLORS = {light: '#0072e5', dark: '#0b0d0e'} as const;
