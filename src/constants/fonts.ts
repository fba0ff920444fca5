/**
 * The site's typeface: Roboto, self-hosted from @fontsource/roboto by plugins/fonts (no request
 * to a fonts host), in the weights the theme uses. Every Unicode subset is declared with its
 * `unicode-range`, so a browser downloads only the subsets a page's text needs.
 */
import {FONT_WEIGHTS} from './theme';

export const FONT_PACKAGE = '@fontsource/roboto';

export const FONT_FACE_WEIGHTS = Object.values(FONT_WEIGHTS);

/**
 * Files every page preloads: the Latin files of the weights on the first screen (body text,
 * medium labels, bold headings). The light weight is rare and loads when used.
 */
export const PRELOADED_FONTS = ['roboto-latin-400-normal', 'roboto-latin-500-normal', 'roboto-latin-700-normal'] as const;
