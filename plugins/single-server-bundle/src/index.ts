/**
 * Docusaurus plugin: the server bundle (used only to render the static pages) as one file.
 *
 * Docusaurus builds the server bundle without shared chunks (`splitChunks: false`), so every
 * route's chunk carries its own copy of each module the main chunk lacks: every page with a
 * Data Grid demo, say, gets the whole grid. At 570 pages that is about 280 MB of JavaScript,
 * which the bundler writes out and each rendering worker reads and compiles again. In one chunk
 * each module is there once. The page rendering is unchanged: a route's `import()` resolves from
 * the same file, and the server's loadable manifest matches no route chunk either way.
 */
import type {Plugin} from '@docusaurus/types';

export default function singleServerBundlePlugin(): Plugin {
  return {
    name: 'single-server-bundle',
    configureWebpack(_config, isServer) {
      if (!isServer) {
        return {};
      }
      // `import()` keeps its promise but adds no chunk: the module joins the importing chunk.
      return {module: {parser: {javascript: {dynamicImportMode: 'eager'}}}};
    },
  };
}
