/**
 * Docusaurus plugin: the browser's route table split by product (see src/split.ts), and route
 * prefetching whose cost does not grow with the number of pages. In the browser bundle only, it
 * rewrites Docusaurus' generated `routes.js` (loader.cjs) and replaces two core client modules,
 * which are not theme components and cannot be swizzled: the one that preloads a page's route
 * components before it renders, so that it first loads the part of the route table the page is
 * in (src/client/preload.ts), and `window.docusaurus` (src/client/docusaurus.ts). The server
 * bundle keeps Docusaurus' own modules. If Docusaurus moves or changes a replaced module, the
 * plugin fails at start-up naming it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The modules replaced, as Docusaurus 3.10 ships them, and a text each must still contain. */
export const REPLACED_MODULES = [
  // Imported as `./preload` by clientEntry.js and PendingNavigation.js.
  {module: '@docusaurus/core/lib/client/preload.js', shape: 'export default function preload(pathname)', by: 'preload.ts'},
  // `window.docusaurus`, imported as `./docusaurus` by clientEntry.js.
  {module: '@docusaurus/core/lib/client/docusaurus.js', shape: 'const prefetch = (routePath)', by: 'docusaurus.ts'},
] as const;

/**
 * Docusaurus' runtime addition mapping chunk names to files (`__webpack_require__.gca`), which
 * only its own prefetch reads: one entry per route module (5 KiB gzip at 580 pages) in the
 * runtime every page loads. Our prefetch finds a route's chunk without it.
 */
export const CHUNK_NAME_MAP_PLUGIN = 'ChunkAssetPlugin';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface RouteSplitOptions {
  /**
   * Paths whose pages load with a module of their own, within their product's part (a family of
   * components, a product's API pages): a page's route table then grows with its family only.
   */
  readonly sections?: readonly string[];
  /**
   * A regular expression (its source; `^` and `$` match at line ends): a page whose Markdown file
   * matches it has its HTML fetched as soon as a navigation to it starts, for a module of the page
   * that reads its server HTML (see src/client/htmlAhead.ts). Left out, no page is.
   */
  readonly htmlAheadPattern?: string;
}

/** The plugin's options, checked: each section an absolute path without a trailing slash. */
export function readOptions(options: unknown): RouteSplitOptions & Required<Pick<RouteSplitOptions, 'sections'>> {
  const record: Record<string, unknown> = typeof options === 'object' && options !== null ? {...options} : {};
  const sections = record.sections ?? [];
  if (!Array.isArray(sections) || !sections.every((section): section is string => typeof section === 'string' && /^\/[^?#]*[^/]$/.test(section))) {
    throw new Error(`route-split plugin: option "sections" must be a list of paths such as "/x/react-charts", got ${JSON.stringify(sections)}.`);
  }
  const {htmlAheadPattern} = record;
  if (htmlAheadPattern === undefined) {
    return {sections};
  }
  if (typeof htmlAheadPattern !== 'string' || htmlAheadPattern === '') {
    throw new Error(`route-split plugin: option "htmlAheadPattern" must be a regular expression's source, got ${JSON.stringify(htmlAheadPattern)}.`);
  }
  try {
    new RegExp(htmlAheadPattern, 'm');
  } catch (error) {
    throw new Error(`route-split plugin: option "htmlAheadPattern" is not a valid regular expression (${error instanceof Error ? error.message : String(error)}).`);
  }
  return {sections, htmlAheadPattern};
}

export default function routeSplitPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const {sections, htmlAheadPattern} = readOptions(rawOptions);
  const replacements = REPLACED_MODULES.map(({module, shape, by}) => {
    const replaced = require.resolve(module);
    if (!fs.readFileSync(replaced, 'utf8').includes(shape)) {
      throw new Error(
        `route-split plugin: ${module} no longer contains "${shape}" as in Docusaurus 3.10; ` +
          `check plugins/route-split/src/client/${by} against it, then update this check.`,
      );
    }
    return {replaced, replacement: path.join(__dirname, 'client', by)};
  });
  const routesFile = path.join(context.generatedFilesDir, 'routes.js');
  return {
    name: 'route-split',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) {
        return {};
      }
      const plugins = config.plugins ?? [];
      const chunkNameMap = plugins.findIndex((plugin) => plugin?.constructor.name === CHUNK_NAME_MAP_PLUGIN);
      if (chunkNameMap === -1) {
        throw new Error(`route-split plugin: Docusaurus' ${CHUNK_NAME_MAP_PLUGIN} is no longer in the client bundler config; update plugins/route-split/src/index.ts.`);
      }
      // Removed in place: the object returned here is merged into the config, which cannot remove.
      plugins.splice(chunkNameMap, 1);
      return {
        module: {
          rules: [
            {
              // A string condition matches this absolute path, with or without a part query.
              test: routesFile,
              // Before the site's JavaScript loader, on the source as Docusaurus wrote it.
              enforce: 'pre',
              use: [{loader: path.join(__dirname, '..', 'loader.cjs'), options: {sections, htmlAheadPattern, siteDir: context.siteDir}}],
            },
          ],
        },
        // Matched on the resolved file (the requests themselves are relative).
        plugins: replacements.map(
          ({replaced, replacement}) => new currentBundler.instance.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(replaced)}$`), replacement),
        ),
      };
    },
  };
}
