/**
 * Docusaurus plugin: code highlighted with the languages this site uses, not all that
 * prism-react-renderer ships. The library's one module holds its own copy of Prism with about 40
 * languages and 20 colour themes, all loaded by every page (84 KB raw, 26 KiB gzip of
 * `main.js`) although the docs are written in seven languages and the theme comes from the
 * site's config. In both bundles, `prism-react-renderer` resolves to ./client, which gives the
 * same `Highlight` on a Prism holding only those languages (about 10 KiB gzip). Type imports and
 * Node code (the site config reads the library's themes) still get the library itself.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The module imported by theme-classic's code block and the demo editor. */
export const REPLACED_MODULE = 'prism-react-renderer';

/** What the stand-in (./client/index.ts) exports: every name the theme may import from the library. */
export const STAND_IN_EXPORTS = ['Highlight', 'Prism'] as const;

export default function leanPrismPlugin(): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack() {
      // `$`: the module itself; a request for a file inside the package is left alone.
      return {resolve: {alias: {[`${REPLACED_MODULE}$`]: path.join(__dirname, 'client', 'index.ts')}}};
    },
  };
}
