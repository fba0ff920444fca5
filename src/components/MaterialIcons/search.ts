/**
 * Search of the icon browser: a query matches an icon when every word of it occurs in the icon's
 * name or in its synonyms. Icons whose name matches come first, then those found through
 * synonyms only, each group in name order.
 *
 * Synonyms (synonyms.json) are keyed by icon name and also apply to the names that extend the key
 * by whole words: the words of `Delete` are found for `DeleteForever` and `DeleteSweep` too.
 */

export interface SearchEntry {
  readonly name: string;
  /** Lower-case name, then its words: `accountcircle account circle`. */
  readonly nameText: string;
  /** Lower-case synonyms of the icon and of the names it extends. */
  readonly synonymText: string;
}

/** Positions where a new word starts in a PascalCase name: before a capital or a digit run. */
function wordStarts(name: string): number[] {
  const starts: number[] = [];
  for (let i = 1; i < name.length; i += 1) {
    const char = name.charAt(i);
    const previous = name.charAt(i - 1);
    const isUpper = char >= 'A' && char <= 'Z';
    const isDigit = char >= '0' && char <= '9';
    const previousIsDigit = previous >= '0' && previous <= '9';
    if (isUpper || (isDigit && !previousIsDigit)) {
      starts.push(i);
    }
  }
  return starts;
}

/** `AccountCircle` → `account circle`, `Battery20` → `battery 20`. */
export function nameWords(name: string): string {
  let out = '';
  let from = 0;
  for (const start of [...wordStarts(name), name.length]) {
    out += `${out ? ' ' : ''}${name.slice(from, start)}`;
    from = start;
  }
  return out.toLowerCase();
}

/** Synonyms of `name` and of every shorter name it extends by whole words. */
export function synonymsOf(name: string, synonyms: Readonly<Record<string, string>>): string {
  const found: string[] = [];
  for (const end of [...wordStarts(name), name.length]) {
    const words = synonyms[name.slice(0, end)];
    if (words) {
      found.push(words);
    }
  }
  return found.join(' ').toLowerCase();
}

export function buildSearchIndex(names: readonly string[], synonyms: Readonly<Record<string, string>>): SearchEntry[] {
  return names.map((name) => ({
    name,
    nameText: `${name.toLowerCase()} ${nameWords(name)}`,
    synonymText: synonymsOf(name, synonyms),
  }));
}

/** Words of a query, lower-case; punctuation separates words. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((term) => term !== '');
}

/** Names of the matching icons: name matches first, then synonym matches. An empty query matches all. */
export function searchIcons(index: readonly SearchEntry[], query: string): string[] {
  const terms = queryTerms(query);
  if (terms.length === 0) {
    return index.map((entry) => entry.name);
  }
  const byName: string[] = [];
  const bySynonym: string[] = [];
  for (const entry of index) {
    if (terms.every((term) => entry.nameText.includes(term))) {
      byName.push(entry.name);
    } else if (terms.every((term) => entry.nameText.includes(term) || entry.synonymText.includes(term))) {
      bySynonym.push(entry.name);
    }
  }
  return [...byName, ...bySynonym];
}
