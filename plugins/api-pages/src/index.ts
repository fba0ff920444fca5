/**
 * API pages generated from the installed packages' type declarations (issue 8).
 *
 * Public API: `generateApiPages` (call it before the docs plugins load their content) and a
 * ready Docusaurus plugin that calls it while the site config loads. See README.md.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generateWithOptions} from './generate';
import {validateOptions} from './options';

export {generateApiPages, generateWithOptions, listApiPages} from './generate';
export type {ApiPageEntry, GenerateResult, PackageReport} from './generate';
// Not re-exported as `validateOptions`: Docusaurus would take that name for its own options hook.
export {validateOptions as validateApiPagesOptions, ApiPagesOptionsError, DEFAULT_OPTIONS, PRODUCT_NAMES} from './options';
export type {ApiPagesOptions, PackageOptions, ResolvedOptions} from './options';
export {extractPackage, discoverComponents, ComponentReadError} from './extract';
export {renderComponentPage} from './render';
export {SKIP_LIST} from './skipList';
export type {DocsFolder} from './routes';
export type {ApiWarning, ComponentApi, PackageApi, PropApi} from './types';

const PLUGIN_NAME = 'api-pages';

/**
 * Docusaurus plugin; options are {@link ApiPagesOptions} without `siteDir`. The pages are
 * written while the plugin is created, before any plugin's `loadContent`, so the docs plugins
 * read them like hand-written docs.
 */
export default function apiPagesPlugin(context: LoadContext, options: unknown): Plugin {
  // Docusaurus passes options as `unknown` (and adds `id`); validation checks the shape.
  const result = generateWithOptions(validateOptions(Object.assign({}, options, {siteDir: context.siteDir})));
  for (const warning of result.warnings) {
    console.warn(`[${PLUGIN_NAME}] ${warning.packageName} ${warning.component}${warning.prop ? `.${warning.prop}` : ''}: ${warning.message}`);
  }
  return {name: PLUGIN_NAME};
}
