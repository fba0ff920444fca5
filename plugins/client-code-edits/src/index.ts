/**
 * Docusaurus plugin: the browser bundle's copies of a few Docusaurus modules are edited (see
 * rewrites.ts). The server bundle is left as it is. If Docusaurus moves a module or changes the
 * code an edit replaces, the build fails naming the file.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {resolveRewrite, REWRITES} from './rewrites';

const LOADER = path.join(__dirname, '..', 'loader.cjs');

export default function clientCodeEditsPlugin(): Plugin {
  return {
    name: 'client-code-edits',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        module: {
          rules: REWRITES.map((rewrite, index) => ({
            // A string condition matches this absolute path.
            test: resolveRewrite(rewrite),
            // Before the site's JavaScript loader, on the source as Docusaurus ships it.
            enforce: 'pre' as const,
            use: [{loader: LOADER, options: {index}}],
          })),
        },
      };
    },
  };
}
