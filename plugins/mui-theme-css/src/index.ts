/**
 * Docusaurus plugin: writes the docs theme's CSS variables into a stylesheet at build time.
 * The Root provider then renders with `disableStyleSheetGeneration`, so no page carries the
 * ~20 KB variables block inline (spike §1, "MUI's CSS-variables block comes after the page").
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {createDocsTheme} from '../../../src/theme/muiTheme';
import {serializeStyleSheets, type StyleObject} from './serialize';

const PLUGIN_NAME = 'mui-theme-css';
const FILE_NAME = 'mui-theme-vars.css';

export default function muiThemeCssPlugin(context: LoadContext): Plugin {
  const outDir = path.join(context.generatedFilesDir, PLUGIN_NAME);
  const outFile = path.join(outDir, FILE_NAME);
  const sheets = createDocsTheme().generateStyleSheets() as StyleObject[];
  fs.mkdirSync(outDir, {recursive: true});
  fs.writeFileSync(outFile, serializeStyleSheets(sheets));
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [outFile];
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'src/theme/muiTheme.ts'), path.join(context.siteDir, 'src/constants/theme.ts')];
    },
  };
}
