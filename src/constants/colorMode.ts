/**
 * Colour-mode storage contract: mode (`light`, `dark`, `system`) and the chosen light and dark
 * schemes persist in localStorage. These keys are MUI's own defaults, so MUI's provider reads and
 * writes the same storage as the first-paint script: one source of truth.
 */
import {PALETTE} from './palette';

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
export const THEME_COLORS = {light: PALETTE.light.primary, dark: PALETTE.dark.background.default} as const;
