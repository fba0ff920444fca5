/**
 * Browser-side logic of the props filter (theme/ApiPropsFilter), kept pure so it is unit-tested
 * without a DOM. Not in `theme/`, where every file becomes a `@theme/…` alias.
 */

/** Whether a table row matches a filter query: every word, case-insensitive, in any order. */
export function rowMatches(rowText: string, query: string): boolean {
  const text = rowText.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
