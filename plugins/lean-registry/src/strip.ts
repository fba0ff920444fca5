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

/** One weak id per entry, whatever the rest of the entry looks like. */
const ANY_ENTRY = /require\.resolveWeak\(/g;

export interface StrippedRegistry {
  /** The registry source with each entry's module path (its second element) emptied. */
  readonly source: string;
  readonly emptied: number;
  /** Entries in the source, emptied or not. */
  readonly entries: number;
}

export function stripModulePaths(source: string): StrippedRegistry {
  let emptied = 0;
  const stripped = source.replace(ENTRY, (_match, head: string, _path: string, tail: string) => {
    emptied += 1;
    return `${head}""${tail}`;
  });
  return {source: stripped, emptied, entries: source.match(ANY_ENTRY)?.length ?? 0};
}

/**
 * The stripped source, or an error naming `file` when an entry was left as it was: Docusaurus'
 * registry format has changed, and keeping the bytes silently would undo this plugin.
 */
export function strippedOrError(source: string, file: string): {readonly source: string} | {readonly error: string} {
  const stripped = stripModulePaths(source);
  if (stripped.emptied !== stripped.entries) {
    return {
      error:
        `lean-registry: emptied the module path of ${stripped.emptied} of ${stripped.entries} entries in ${file}; ` +
        "Docusaurus' registry format has changed: update plugins/lean-registry/src/strip.ts.",
    };
  }
  return {source: stripped.source};
}
