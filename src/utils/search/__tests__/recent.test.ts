import {describe, expect, it} from 'vitest';
import {RECENT_SEARCHES_KEY} from '../../../constants/search';
import {addRecentSearch, parseRecentSearches, readRecentSearches, writeRecentSearches} from '../recent';

describe('recent searches', () => {
  it.each<[string, string | null, string[]]>([
    ['nothing stored', null, []],
    ['a list', '["slider","button"]', ['slider', 'button']],
    ['broken JSON', '["sli', []],
    ['not a list', '{"a":1}', []],
    ['non-strings and blanks dropped', '["a", 1, " ", null, "b"]', ['a', 'b']],
    ['at most five', '["1","2","3","4","5","6"]', ['1', '2', '3', '4', '5']],
  ])('parses %s', (_name, raw, expected) => {
    expect(parseRecentSearches(raw)).toEqual(expected);
  });

  it.each<[string, string[], string, string[]]>([
    ['puts a new query first', ['a'], 'b', ['b', 'a']],
    ['moves a repeated query to the front, case-insensitively', ['a', 'Slider'], 'slider', ['slider', 'a']],
    ['tidies spaces', [], '  sx   prop ', ['sx prop']],
    ['ignores a blank query', ['a'], '  ', ['a']],
    ['keeps five', ['1', '2', '3', '4', '5'], '6', ['6', '1', '2', '3', '4']],
  ])('%s', (_name, list, query, expected) => {
    expect(addRecentSearch(list, query)).toEqual(expected);
  });

  it('reads and writes through storage, and survives storage that throws or is missing', () => {
    const store = new Map<string, string>();
    const storage = {getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value)};
    expect(writeRecentSearches(storage, ['a'])).toBe(true);
    expect(store.get(RECENT_SEARCHES_KEY)).toBe('["a"]');
    expect(readRecentSearches(storage)).toEqual(['a']);
    const blocked = {
      getItem: (): string => {
        throw new Error('SecurityError');
      },
      setItem: (): void => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readRecentSearches(blocked)).toEqual([]);
    expect(writeRecentSearches(blocked, ['a'])).toBe(false);
    expect(readRecentSearches(null)).toEqual([]);
    expect(writeRecentSearches(null, ['a'])).toBe(false);
  });
});
