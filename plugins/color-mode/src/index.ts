/**
 * Docusaurus plugin: the first-paint colour-mode script (issue: colour mode, item 2).
 *
 * The script is injected with `preBodyTags`, which a site plugin places after theme-classic's own
 * colour script (spike §2, "Measured order"). Docusaurus' switch is disabled in the config, so its
 * script only reads the OS preference; ours then applies the stored MUI mode to both MUI's
 * attribute and Infima's `data-theme`, and no frame is painted in the wrong mode.
 */
import type {Plugin} from '@docusaurus/types';
import {COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEMES, DEFAULT_COLOR_SCHEME} from '../../../src/constants/theme';
import {DEFAULT_MODE, PREFERS_DARK_QUERY, STORAGE_KEYS, THEME_COLORS} from '../../../src/constants/colorMode';
import {initColorModeScript, type InitColorModeConfig} from '../../../src/utils/initColorMode';

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

export default function colorModePlugin(): Plugin {
  return {
    name: 'color-mode',
    injectHtmlTags() {
      return {
        headTags: (['light', 'dark'] as const).map((mode) => ({
          tagName: 'meta',
          attributes: {
            name: 'theme-color',
            content: THEME_COLORS[mode],
            media: `(prefers-color-scheme: ${mode})`,
          },
        })),
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: initColorModeScript(COLOR_MODE_SCRIPT_CONFIG, PREFERS_DARK_QUERY),
          },
        ],
      };
    },
  };
}
