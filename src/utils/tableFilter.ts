/** Whether a table row matches a filter query: every word, case-insensitive, in any order. */
export function rowMatches(rowText: string, query: string): boolean {
  const text = rowText.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
