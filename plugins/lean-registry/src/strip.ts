/**
 * Docusaurus' generated chunk registry (`@generated/registry`) lists, for every route module, a
 * loader, the module's path and its weak module id: `"name": [() => import("@site/x.mdx"),
 * "@site/x.mdx", require.resolveWeak("@site/x.mdx")]`. The bundler turns the import and the
 * weak id into numbers; the path stays a string in `main.js`. In the browser nothing reads it:
 * the path feeds react-loadable's `modules` list, which only server rendering collects (to know
 * which chunks a page used). Every page downloads one such path per route module, so the
 * browser's copy gets an empty string instead; the server's keeps the paths.
 */
const ENTRY = /(\[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ ("[^"]*")\), )\2(, require\.resolveWeak\(\2\)\])/g;

/** The registry source with each entry's module path (its second element) emptied. */
export function stripModulePaths(source: string): string {
  return source.replace(ENTRY, '$1""$3');
}

/** How many entries the registry source has, stripped or not (to check that none was missed). */
export function countEntries(source: string): number {
  return source.match(/require\.resolveWeak\(/g)?.length ?? 0;
}
