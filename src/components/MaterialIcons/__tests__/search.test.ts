import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {buildSearchIndex, nameWords, queryTerms, searchIcons, synonymsOf} from '../search';
import synonyms from '../synonyms.json';

const SYNONYMS = {Delete: 'trash bin', Home: 'house', HomeWork: 'office'};
const NAMES = ['AutoDelete', 'Delete', 'DeleteForever', 'Home', 'HomeWork', 'Battery20', 'Alarm'];
const index = buildSearchIndex(NAMES, SYNONYMS);

describe('nameWords', () => {
  it('splits PascalCase names and digit runs', () => {
    expect(nameWords('AccountCircle')).toBe('account circle');
    expect(nameWords('Battery20')).toBe('battery 20');
    expect(nameWords('Looks3')).toBe('looks 3');
  });
});

describe('synonymsOf', () => {
  it('collects the synonyms of the name and of the names it extends by whole words', () => {
    expect(synonymsOf('HomeWork', SYNONYMS)).toBe('house office');
    expect(synonymsOf('DeleteForever', SYNONYMS)).toBe('trash bin');
    expect(synonymsOf('AutoDelete', SYNONYMS)).toBe('');
    // `Homes` would not extend `Home` by a whole word.
    expect(synonymsOf('Homes', SYNONYMS)).toBe('');
  });
});

describe('searchIcons', () => {
  it('returns every icon for an empty query', () => {
    expect(searchIcons(index, '  ')).toEqual(NAMES);
  });

  it('matches parts of names, case-insensitively', () => {
    expect(searchIcons(index, 'DELETE')).toEqual(['AutoDelete', 'Delete', 'DeleteForever']);
    expect(searchIcons(index, 'battery 20')).toEqual(['Battery20']);
  });

  it('finds icons through synonyms, after the name matches', () => {
    expect(searchIcons(index, 'trash')).toEqual(['Delete', 'DeleteForever']);
    expect(searchIcons(index, 'house')).toEqual(['Home', 'HomeWork']);
    expect(searchIcons(index, 'work')).toEqual(['HomeWork']);
  });

  it('requires every word of the query', () => {
    expect(searchIcons(index, 'trash forever')).toEqual(['DeleteForever']);
    expect(searchIcons(index, 'trash alarm')).toEqual([]);
  });
});

describe('queryTerms', () => {
  it('splits on anything but letters and digits', () => {
    expect(queryTerms(' Trash-Bin, 2 ')).toEqual(['trash', 'bin', '2']);
  });
});

describe('synonyms.json', () => {
  it('has at least 300 entries, each a non-empty list of lower-case words', () => {
    const entries = Object.entries(synonyms as Record<string, string>);
    expect(entries.length).toBeGreaterThanOrEqual(300);
    for (const [name, words] of entries) {
      expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(words).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
    }
  });

  it('only names icons of the installed @mui/icons-material', () => {
    const moduleDir = fileURLToPath(new URL('../../../../node_modules/@mui/icons-material/esm', import.meta.url));
    const missing = Object.keys(synonyms).filter((name) => !fs.existsSync(path.join(moduleDir, `${name}.js`)));
    expect(missing).toEqual([]);
  });
});
