/**
 * First-paint colour mode (spec §4 "Colour mode"; issue: colour mode, item 2).
 *
 * `applyInitialColorMode` runs as an inline script at the start of <body>, before anything is
 * painted and before any script file loads, so it must be self-contained: no imports, no closures,
 * ES5 syntax only (it is serialised with `Function.prototype.toString`). It is also imported
 * directly by the unit tests, which pass fake documents and storage.
 */

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

export interface InitColorModeResult {
  readonly mode: 'light' | 'dark' | 'system';
  readonly paletteMode: 'light' | 'dark';
  readonly colorScheme: string;
}

interface StorageLike {
  getItem(key: string): string | null;
}

export function applyInitialColorMode(
  doc: Document,
  storage: StorageLike | null,
  prefersDark: boolean,
  config: InitColorModeConfig,
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
  var root = doc.documentElement;
  root.setAttribute(config.schemeAttribute, colorScheme);
  // Infima (Docusaurus' CSS) reads data-theme; keep it in step with MUI's attribute.
  root.setAttribute('data-theme', paletteMode);
  root.setAttribute('data-theme-choice', mode);
  if (doc.body) {
    doc.body.classList.remove(paletteMode === 'dark' ? 'mode-light' : 'mode-dark');
    doc.body.classList.add('mode-' + paletteMode);
  }
  var metas = doc.querySelectorAll('meta[name="theme-color"]');
  for (var i = 0; i < metas.length; i += 1) {
    metas[i]!.setAttribute('content', config.themeColors[paletteMode]);
  }
  return {mode: mode, paletteMode: paletteMode, colorScheme: colorScheme};
}

/** The inline script that applies the stored mode before first paint. */
export function initColorModeScript(config: InitColorModeConfig, prefersDarkQuery: string): string {
  return `(function(){try{(${applyInitialColorMode.toString()})(document,window.localStorage,window.matchMedia(${JSON.stringify(prefersDarkQuery)}).matches,${JSON.stringify(config)});}catch(e){}})();`;
}
