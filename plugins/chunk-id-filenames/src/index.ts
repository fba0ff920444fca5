/**
 * Docusaurus plugin: the browser bundle's lazily loaded files, named and split for a small
 * runtime and no repeated modules.
 *
 * Docusaurus names lazily loaded files `[name].[contenthash].js`. For a named chunk (each route
 * module is one: `webpackChunkName` in the generated registry) the runtime then needs a map from
 * chunk id to name, besides the map from chunk id to content hash: one entry per route module,
 * 5 KB gzip at 580 pages, on every page, growing with each page. Files named by chunk id need
 * no such map. Nothing reads the names in file names: the server's chunk manifest, the service
 * worker's precache list and `window.docusaurus.prefetch` all come from the build itself.
 *
 * The bundler moves a module that several lazily loaded chunks share into a chunk of its own
 * only when it comes from node_modules (its `defaultVendors` group); any other module is copied
 * into every chunk that uses it. A theme component the site has ejected is used exactly where
 * the node_modules one it replaces was, so its folders (`sharedLikeDependencies`) are split the
 * same way: otherwise an ejected code-block component would be repeated in every page's chunk.
 * The server bundle is left as it is.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const PLUGIN_NAME = 'chunk-id-filenames';

/** Lazily loaded JavaScript files of the browser bundle: chunk id and content hash. */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export interface ChunkIdFilenamesOptions {
  /** Absolute paths of site folders whose modules are split like node_modules files. */
  readonly sharedLikeDependencies?: readonly string[];
  /** Absolute paths of site folders whose modules, when two or more lazily loaded chunks share them, get a chunk of their own. */
  readonly splitWhenShared?: readonly string[];
}

type CacheGroup = {test: RegExp; idHint: string; priority: number; reuseExistingChunk: boolean; minChunks?: number};

/** A pattern matching the files in `folders` (absolute paths), and in node_modules if `withDependencies`. */
function filesIn(folders: readonly string[], withDependencies: boolean): RegExp {
  const alternatives = [
    ...(withDependencies ? ['[\\\\/]node_modules[\\\\/]'] : []),
    ...folders.map((folder) => `^${escapeRegExp(folder.replace(/[\\/]+$/, ''))}[\\\\/]`),
  ];
  return new RegExp(alternatives.join('|'));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The bundler's default `defaultVendors` group (`/[\\/]node_modules[\\/]/`, priority -10, an
 * existing chunk reused), matching the given folders as well.
 */
export function dependencyGroup(folders: readonly string[]): CacheGroup {
  return {test: filesIn(folders, true), idHint: 'vendors', priority: -10, reuseExistingChunk: true};
}

/**
 * The group of the site's modules in `folders` that two or more lazily loaded chunks share. As
 * in every group, modules go to one chunk per set of chunks sharing them, and only where that
 * comes to the bundler's minimum chunk size (20 KB unminified in production): the smaller sets
 * stay copied, a request saved for a few bytes.
 */
export function sharedSiteGroup(folders: readonly string[]): CacheGroup {
  return {test: filesIn(folders, false), idHint: 'shared', priority: -20, reuseExistingChunk: true, minChunks: 2};
}

/**
 * Options as Docusaurus passes them (`unknown`, with an `id` added), checked. Not named
 * `validateOptions`: Docusaurus calls an export of that name itself, with other arguments (and
 * the config's loader makes named exports visible on the default one).
 */
export function readOptions(options: unknown): ChunkIdFilenamesOptions {
  const record: Record<string, unknown> = typeof options === 'object' && options !== null ? {...options} : {};
  return {sharedLikeDependencies: absoluteFolders(record, 'sharedLikeDependencies'), splitWhenShared: absoluteFolders(record, 'splitWhenShared')};
}

function absoluteFolders(record: Record<string, unknown>, option: keyof ChunkIdFilenamesOptions): readonly string[] {
  const folders = record[option] ?? [];
  if (!Array.isArray(folders) || !folders.every((folder): folder is string => typeof folder === 'string' && path.isAbsolute(folder))) {
    throw new Error(`${PLUGIN_NAME} plugin: option "${option}" must be a list of absolute folder paths, got ${JSON.stringify(folders)}.`);
  }
  return folders;
}

export default function chunkIdFilenamesPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = readOptions(rawOptions);
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer) {
      // Development keeps Docusaurus' readable names.
      if (isServer || config.mode !== 'production') {
        return {};
      }
      const folders = options.sharedLikeDependencies ?? [];
      const shared = options.splitWhenShared ?? [];
      const cacheGroups = {
        ...(folders.length === 0 ? {} : {defaultVendors: dependencyGroup(folders)}),
        ...(shared.length === 0 ? {} : {sharedSiteModules: sharedSiteGroup(shared)}),
      };
      return {
        output: {chunkFilename: CHUNK_FILENAME},
        ...(Object.keys(cacheGroups).length === 0 ? {} : {optimization: {splitChunks: {cacheGroups}}}),
      };
    },
  };
}
