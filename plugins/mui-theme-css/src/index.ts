/**
 * Docusaurus plugin: writes the docs theme's CSS variables into a stylesheet at build time.
 * MUI renders its CSS-variables block after the page content, so without this an element can
 * paint before the variables it uses exist, and every page carries the ~20 KB block inline. The
 * site's MUI provider then renders with `disableStyleSheetGeneration`.
 *
 * The site passes its theme factory in (`createTheme`), so the plugin knows nothing of the theme.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Theme} from '@mui/material/styles';
import {serializeStyleSheets, type StyleObject} from './serialize';

const PLUGIN_NAME = 'mui-theme-css';
const FILE_NAME = 'mui-theme-vars.css';

export interface MuiThemeCssPluginOptions {
  /**
   * Creates the theme whose CSS variables are written; it must be created with `cssVariables`.
   * A factory rather than the theme: Docusaurus serialises plugin options into the site config
   * that ships to the browser, and leaves functions out.
   */
  readonly createTheme: () => Theme;
  /** Files the theme is built from, relative to the site: `npm start` rewrites the sheet when they change. */
  readonly watch?: readonly string[];
}

function isPathList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((file) => typeof file === 'string');
}

function validateOptions(options: unknown): {createTheme: () => unknown; watch: readonly string[]} {
  const record: Record<string, unknown> = typeof options === 'object' && options !== null ? {...options} : {};
  const {createTheme, watch = []} = record;
  if (typeof createTheme !== 'function') {
    throw new Error(`${PLUGIN_NAME} plugin: option "createTheme" is required: a function that returns the MUI theme.`);
  }
  if (!isPathList(watch)) {
    throw new Error(`${PLUGIN_NAME} plugin: option "watch" must be a list of file paths, got ${JSON.stringify(watch)}.`);
  }
  return {createTheme: createTheme as () => unknown, watch};
}

/** The theme's style sheets; only a theme created with CSS variables has them. */
function styleSheetsOf(theme: unknown): StyleObject[] {
  const generate = typeof theme === 'object' && theme !== null && 'generateStyleSheets' in theme ? theme.generateStyleSheets : undefined;
  if (typeof generate !== 'function') {
    throw new Error(`${PLUGIN_NAME} plugin: the theme from "createTheme" has no CSS variables; create it with \`cssVariables\`.`);
  }
  return (generate as () => StyleObject[]).call(theme);
}

export default function muiThemeCssPlugin(context: LoadContext, options: unknown): Plugin {
  const {createTheme, watch} = validateOptions(options);
  const outDir = path.join(context.generatedFilesDir, PLUGIN_NAME);
  const outFile = path.join(outDir, FILE_NAME);
  fs.mkdirSync(outDir, {recursive: true});
  fs.writeFileSync(outFile, serializeStyleSheets(styleSheetsOf(createTheme())));
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [outFile];
    },
    getPathsToWatch() {
      return watch.map((file) => path.resolve(context.siteDir, file));
    },
  };
}
