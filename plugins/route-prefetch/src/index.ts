/**
 * Docusaurus plugin: route prefetching whose cost per link does not grow with the number of
 * pages. It swaps Docusaurus' client module behind `window.docusaurus` for src/client/
 * docusaurus.ts, in the browser bundle (the server never prefetches). Docusaurus' own module is
 * not a theme component, so it cannot be swizzled; the bundler's module replacement does it.
 * If Docusaurus moves or renames the module, the plugin fails at start-up naming it, rather
 * than leaving the site on the slow path unnoticed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The module replaced, as Docusaurus 3.10 ships it; `clientEntry.js` imports it as `./docusaurus`. */
export const REPLACED_MODULE = '@docusaurus/core/lib/client/docusaurus.js';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export default function routePrefetchPlugin(): Plugin {
  const replaced = require.resolve(REPLACED_MODULE);
  const replacement = path.join(__dirname, 'client', 'docusaurus.ts');
  if (!fs.readFileSync(replaced, 'utf8').includes('const prefetch = (routePath)')) {
    throw new Error(
      `route-prefetch plugin: ${REPLACED_MODULE} no longer defines prefetch(routePath) as Docusaurus 3.10 did; ` +
        'check plugins/route-prefetch/src/client/docusaurus.ts against it, then update this check.',
    );
  }
  return {
    name: 'route-prefetch',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        return {};
      }
      // Matched on the resolved file (the request itself is the relative `./docusaurus`).
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(replaced)}$`), replacement)]};
    },
  };
}
