/**
 * Sorts in Docusaurus' browser code that set up a collator for nothing.
 *
 * The first `localeCompare` a page runs sets up the browser's collator for the default locale:
 * about 20 ms of the main thread (80 ms at 4x CPU throttling). Docusaurus runs two on every docs
 * page, while it hydrates, and neither needs a language's order, only a fixed one:
 * - `useShallowMemoObject` (theme-common) sorts an object's keys so that the same keys give the
 *   same hook dependencies in the same order;
 * - `getActivePlugin` (the docs plugin) sorts the docs plugins' paths so that a path comes before
 *   the paths that are prefixes of it ('/x/' before '/'): of two plugin paths that both match a
 *   pathname, one is a prefix of the other.
 * Comparing by UTF-16 code unit gives both (a string sorts after its own prefixes), with no
 * collator. Each comparison is rewritten in the browser bundle only.
 */

import path from 'node:path';

export interface Rewrite {
  /** The package, as resolved from the site, and the module's file in it. */
  readonly packageName: string;
  readonly file: string;
  /** The comparison as Docusaurus 3.10 writes it: an expression of the sort callback's `a` and `b`. */
  readonly original: string;
  /** The same order by code unit. */
  readonly replacement: string;
}

export const REWRITES = [
  {
    packageName: '@docusaurus/theme-common',
    file: 'lib/utils/reactUtils.js',
    original: 'a[0].localeCompare(b[0])',
    replacement: '(a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)',
  },
  {
    packageName: '@docusaurus/plugin-content-docs',
    file: 'lib/client/docsClientUtils.js',
    // Descending.
    original: 'b[1].path.localeCompare(a[1].path)',
    replacement: '(a[1].path < b[1].path ? 1 : a[1].path > b[1].path ? -1 : 0)',
  },
] as const satisfies readonly Rewrite[];

/**
 * The absolute path of the rewritten module: beside the package's main module, since neither
 * package exports its internal files (nor its package.json) to `require.resolve`.
 */
export function resolveRewrite(rewrite: Rewrite, resolve: (request: string) => string = require.resolve): string {
  const main = resolve(rewrite.packageName);
  const marker = `${path.sep}node_modules${path.sep}${rewrite.packageName.split('/').join(path.sep)}${path.sep}`;
  const at = main.lastIndexOf(marker);
  if (at === -1) {
    throw new Error(`collator-free plugin: ${rewrite.packageName} resolved to ${main}, outside a node_modules folder of that name.`);
  }
  return path.join(main.slice(0, at + marker.length), rewrite.file);
}

/**
 * The module's source with the comparison replaced. Fails, naming the file, unless the original
 * comparison is there exactly once: an upgrade that changes it must be looked at again.
 */
export function rewriteSource(source: string, file: string, rewrite: Rewrite): string {
  const parts = source.split(rewrite.original);
  if (parts.length !== 2) {
    throw new Error(
      `collator-free plugin: ${file} should contain "${rewrite.original}" once, as in Docusaurus 3.10 (found ${parts.length - 1}); ` +
        'check the sort around it, then update plugins/collator-free/src/rewrites.ts.',
    );
  }
  return parts.join(rewrite.replacement);
}
