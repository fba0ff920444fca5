/**
 * Docusaurus plugin: the browser gets the site config without the fields only the build reads
 * (src/strip.ts): 1.3 KiB gzip of `main.js` on every page. The server bundle, which renders the
 * pages, keeps the whole config; no component reads the fields left out, so both render alike.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function browserConfigTrimPlugin(context: LoadContext): Plugin {
  const configFile = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  return {
    name: 'browser-config-trim',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        module: {
          rules: [
            {
              test: configFile,
              // Before the site's JavaScript loader, on the source as Docusaurus wrote it.
              enforce: 'pre',
              use: [{loader: path.join(__dirname, '..', 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
