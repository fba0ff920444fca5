/**
 * Docusaurus plugin: the first-paint colour-mode script and the `theme-color` metas.
 *
 * The script goes into `preBodyTags`. Docusaurus concatenates the tags of its plugins in plugin
 * order, and the preset's theme-classic comes before the site's own plugins, so ours runs right
 * after theme-classic's colour script. Docusaurus' switch is disabled in the config, so its
 * script only reads the OS preference; ours then applies the stored mode to both MUI's attribute
 * and Infima's `data-theme`, and no frame is painted in the wrong mode.
 *
 * The site builds the script (it knows the storage keys and schemes) and passes it in.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

const PLUGIN_NAME = 'color-mode';
const PALETTE_MODES = ['light', 'dark'] as const;

export interface ColorModePluginOptions {
  /** `<meta name="theme-color">` content per palette mode: the browser UI tint. */
  readonly themeColors: Readonly<Record<(typeof PALETTE_MODES)[number], string>>;
  /**
   * Returns the inline script that applies the stored colour mode before first paint. A function
   * rather than the text: Docusaurus serialises plugin options into the site config that ships
   * to the browser, and leaves functions out.
   */
  readonly script: () => string;
}

function describe(value: unknown): string {
  return value === undefined ? 'nothing' : typeof value === 'function' ? 'a function' : JSON.stringify(value);
}

function invalid(option: string, expected: string, got: unknown): Error {
  return new Error(`${PLUGIN_NAME} plugin: option "${option}" must be ${expected}, got ${describe(got)}.`);
}

function validateOptions(options: unknown): {themeColors: ColorModePluginOptions['themeColors']; scriptText: string} {
  const record: Record<string, unknown> = typeof options === 'object' && options !== null ? {...options} : {};
  const {themeColors, script} = record;
  const colors: Record<string, unknown> = typeof themeColors === 'object' && themeColors !== null ? {...themeColors} : {};
  const {light, dark} = colors;
  if (typeof light !== 'string' || typeof dark !== 'string') {
    throw invalid('themeColors', 'an object with a colour string for "light" and "dark"', themeColors);
  }
  if (typeof script !== 'function') {
    throw invalid('script', 'a function that returns the first-paint script', script);
  }
  const scriptText = (script as () => unknown)();
  if (typeof scriptText !== 'string' || scriptText.trim() === '') {
    throw invalid('script', 'a function that returns the script text', scriptText);
  }
  return {themeColors: {light, dark}, scriptText};
}

export default function colorModePlugin(_context: LoadContext, options: unknown): Plugin {
  const {themeColors, scriptText} = validateOptions(options);
  return {
    name: PLUGIN_NAME,
    injectHtmlTags() {
      return {
        headTags: PALETTE_MODES.map((mode) => ({
          tagName: 'meta',
          attributes: {
            name: 'theme-color',
            content: themeColors[mode],
            media: `(prefers-color-scheme: ${mode})`,
          },
        })),
        preBodyTags: [{tagName: 'script', innerHTML: scriptText}],
      };
    },
  };
}
