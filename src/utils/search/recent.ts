/**
 * Recent searches, newest first, kept in localStorage. Storage may be missing or throw (blocked
 * cookies, private modes, quota): then the list is simply empty and nothing is remembered.
 */
import {MAX_RECENT_SEARCHES, RECENT_SEARCHES_KEY} from '../../constants/search';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

export function parseRecentSearches(raw: string | null): string[] {
  if (raw === null) {
    return [];
  }
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

/** The query moves to the front; the same query typed differently (case, spaces) counts once. */
export function addRecentSearch(list: readonly string[], query: string): string[] {
  const trimmed = query.trim().replace(/\s+/g, ' ');
  if (trimmed === '') {
    return [...list];
  }
  const key = trimmed.toLowerCase();
  return [trimmed, ...list.filter((item) => item.toLowerCase() !== key)].slice(0, MAX_RECENT_SEARCHES);
}

export function readRecentSearches(storage: ReadableStorage | null): string[] {
  try {
    return parseRecentSearches(storage?.getItem(RECENT_SEARCHES_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Returns whether the list was stored. */
export function writeRecentSearches(storage: WritableStorage | null, list: readonly string[]): boolean {
  try {
    if (!storage) {
      return false;
    }
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}
