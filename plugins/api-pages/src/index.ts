/**
 * API pages generated from the installed packages' type declarations.
 *
 * Entry point for the site: the Docusaurus plugin, which generates the pages while the site
 * config loads and provides the pages' theme components, and `listApiPages` (the navigation
 * entries, cheaply, for the sidebars). Generation without the plugin: `generateApiPages` in
 * generate.ts. See README.md.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generateWithOptions} from './generate';
import {validateOptions, type ApiPagesOptions} from './options';
import {reportLines} from './report';

export {listApiPages} from './generate';

const PLUGIN_NAME = 'api-pages';

/**
 * Theme components the generated pages import as `@theme/…` (`theme/ApiPropsFilter`). They are
 * TypeScript sources, which the site's bundler compiles like its own `src/theme`.
 */
const THEME_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'theme');

/** Options of the Docusaurus plugin: {@link ApiPagesOptions} without `siteDir`, which the plugin adds. */
export type ApiPagesPluginOptions = Omit<ApiPagesOptions, 'siteDir'>;

/**
 * Docusaurus plugin. The pages are written while the plugin is created, before any plugin's
 * `loadContent`, so the docs plugins read them like hand-written docs.
 */
export default function apiPagesPlugin(context: LoadContext, options: unknown): Plugin {
  // Docusaurus passes options as `unknown` (and adds `id`); validation checks the shape.
  const result = generateWithOptions(validateOptions(Object.assign({}, options, {siteDir: context.siteDir})));
  for (const line of reportLines(result, PLUGIN_NAME)) {
    console.warn(line);
  }
  return {
    name: PLUGIN_NAME,
    getThemePath() {
      return THEME_DIR;
    },
    // The sources are TypeScript already, so swizzling with `--typescript` copies the same files.
    getTypeScriptThemePath() {
      return THEME_DIR;
    },
  };
}
