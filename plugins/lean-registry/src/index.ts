/**
 * Leaner route registry in the browser bundle: see src/strip.ts for what is removed and why.
 * The server bundle is left as it is.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function leanRegistryPlugin(context: LoadContext): Plugin {
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'lean-registry',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        module: {
          rules: [
            {
              // A string condition matches this absolute path.
              test: registryFile,
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
