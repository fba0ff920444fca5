/**
 * Docusaurus plugin: a smaller bundler runtime (`runtime~main.js`, loaded by every page).
 *
 * Docusaurus names lazily loaded files `[name].[contenthash].js`. For a named chunk (each route
 * module is one: `webpackChunkName` in the generated registry) the runtime then needs a map from
 * chunk id to name, besides the map from chunk id to content hash: one entry per route module,
 * 5 KB gzip at 580 pages, on every page, growing with each page. Files named by chunk id need
 * no such map. Nothing reads the names in file names: the server's chunk manifest, the service
 * worker's precache list and `window.docusaurus.prefetch` all come from the build itself.
 * The server bundle is left as it is.
 */
import type {Plugin} from '@docusaurus/types';

/** Lazily loaded JavaScript files of the browser bundle: chunk id and content hash. */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export default function leanRuntimePlugin(): Plugin {
  return {
    name: 'lean-runtime',
    configureWebpack(config, isServer) {
      // Development keeps Docusaurus' readable names.
      if (isServer || config.mode !== 'production') {
        return {};
      }
      return {output: {chunkFilename: CHUNK_FILENAME}};
    },
  };
}
