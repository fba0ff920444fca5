/**
 * Theme constants: breakpoints, spacing, typography, colour schemes and direction.
 * Changing a value here changes the docs chrome and the build-time CSS variables together.
 */
export const BREAKPOINTS = {xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536} as const;
/** Breakpoint step subtracted by `theme.breakpoints.down/between`: 5/100 px. */
export const BREAKPOINT_STEP = 5;
export const SPACING_PX = 8;
export const FONT_SIZE = 14;
export const HTML_FONT_SIZE = 16;
export const FONT_WEIGHTS = {light: 300, regular: 400, medium: 500, bold: 700} as const;
export const PAPER_DEFAULT_ELEVATION = 1;

/** Prefix of every MUI CSS variable on the site: `--muidocs-palette-primary-main`. */
export const CSS_VAR_PREFIX = 'muidocs';
/** Attribute on <html> that selects MUI's colour scheme (`light`, `dark`). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
export const COLOR_SCHEMES = ['light', 'dark'] as const;
type ColorSchemeName = (typeof COLOR_SCHEMES)[number];
export const DEFAULT_COLOR_SCHEME = 'light' satisfies ColorSchemeName;
/** Emotion cache key: class names read `mui-<hash>`. */
export const EMOTION_CACHE_KEY = 'mui';
/** Emotion cache key of right-to-left styles (mirrored by stylis-plugin-rtl). */
export const EMOTION_RTL_CACHE_KEY = 'muirtl';

/** Text direction of the site and its demos. */
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];
