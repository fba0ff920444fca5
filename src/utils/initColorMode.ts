/**
 * First-paint colour mode: the stored mode is applied before anything is painted, so a reader of
 * the dark mode never sees a flash of the light one.
 *
 * `applyInitialColorMode` runs as an inline script at the start of <body>, before anything is
 * painted and before any script file loads, so it must be self-contained: no imports and no
 * closures (it is serialised with `Function.prototype.toString`). The part it shares with the
 * running app, `applyDocumentColorMode`, is serialised next to it and passed in. The unit tests
 * import both directly and pass fake documents and storage.
 */
import {applyDocumentColorMode, type DocumentColorState} from './colorMode';
import {COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEMES, DEFAULT_COLOR_SCHEME} from '../constants/theme';
import {DEFAULT_MODE, STORAGE_KEYS, THEME_COLORS} from '../constants/colorMode';

export interface InitColorModeConfig {
  readonly modeKey: string;
  readonly lightSchemeKey: string;
  readonly darkSchemeKey: string;
  readonly schemeAttribute: string;
  readonly defaultMode: string;
  readonly defaultLightScheme: string;
  readonly defaultDarkScheme: string;
  /** Every scheme name the theme defines, with the mode (light/dark) it belongs to. */
  readonly schemes: Readonly<Record<string, 'light' | 'dark'>>;
  /** `<meta name="theme-color">` content per mode. */
  readonly themeColors: Readonly<Record<'light' | 'dark', string>>;
}

/** The site's script config: the storage keys and schemes MUI uses at runtime. */
export const COLOR_MODE_SCRIPT_CONFIG = {
  modeKey: STORAGE_KEYS.mode,
  lightSchemeKey: STORAGE_KEYS.colorSchemeLight,
  darkSchemeKey: STORAGE_KEYS.colorSchemeDark,
  schemeAttribute: COLOR_SCHEME_ATTRIBUTE,
  defaultMode: DEFAULT_MODE,
  defaultLightScheme: DEFAULT_COLOR_SCHEME,
  defaultDarkScheme: 'dark',
  schemes: Object.fromEntries(COLOR_SCHEMES.map((scheme) => [scheme, scheme])),
  themeColors: THEME_COLORS,
} as const satisfies InitColorModeConfig;

interface InitColorModeResult {
  readonly mode: 'light' | 'dark' | 'system';
  readonly paletteMode: 'light' | 'dark';
  readonly colorScheme: string;
}

interface StorageLike {
  getItem(key: string): string | null;
}

type ApplyDocument = (
  doc: Document,
  state: DocumentColorState,
  themeColors: InitColorModeConfig['themeColors'],
) => void;

export function applyInitialColorMode(
  doc: Document,
  storage: StorageLike | null,
  prefersDark: boolean,
  config: InitColorModeConfig,
  applyDocument: ApplyDocument,
): InitColorModeResult {
  function read(key: string): string | null {
    try {
      return storage ? storage.getItem(key) : null;
    } catch (_error) {
      // Storage can throw (privacy mode, sandboxed iframe): fall back to defaults.
      return null;
    }
  }
  var stored = read(config.modeKey);
  var mode: 'light' | 'dark' | 'system' =
    stored === 'light' || stored === 'dark' || stored === 'system'
      ? stored
      : (config.defaultMode as 'light' | 'dark' | 'system');
  var paletteMode: 'light' | 'dark' =
    mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  var schemeKey = paletteMode === 'dark' ? config.darkSchemeKey : config.lightSchemeKey;
  var storedScheme = read(schemeKey);
  var colorScheme =
    storedScheme && config.schemes[storedScheme] === paletteMode
      ? storedScheme
      : paletteMode === 'dark'
        ? config.defaultDarkScheme
        : config.defaultLightScheme;
  doc.documentElement.setAttribute(config.schemeAttribute, colorScheme);
  // Infima's data-theme, the body mode class and the theme-color metas, as the app does later.
  applyDocument(doc, {mode: mode, paletteMode: paletteMode}, config.themeColors);
  return {mode: mode, paletteMode: paletteMode, colorScheme: colorScheme};
}

/** The inline script that applies the stored mode before first paint. */
export function initColorModeScript(config: InitColorModeConfig, prefersDarkQuery: string): string {
  return `(function(){try{(${applyInitialColorMode.toString()})(document,window.localStorage,window.matchMedia(${JSON.stringify(prefersDarkQuery)}).matches,${JSON.stringify(config)},${applyDocumentColorMode.toString()});}catch(e){}})();`;
}
