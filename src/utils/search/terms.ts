/**
 * How text becomes index terms and a query becomes search terms. API names are camelCase
 * (`disableElevation`): the whole name and its parts are both indexed, so the name and the words
 * both find the prop. Multi-word titles are also indexed joined (`Data Grid` → `datagrid`),
 * because readers type component names as code.
 */
import {FUZZY_EDITS} from '../../constants/search';

const WORD = /[\p{L}\p{N}]+/gu;
const CAMEL_PART = /[\p{Lu}]?[\p{Ll}\p{N}]+|[\p{Lu}]+(?![\p{Ll}])/gu;
/** A lower-case letter or digit before a capital: the only words worth splitting (a fast check). */
const CAMEL_HUMP = /[\p{Ll}\p{N}]\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;

/** Words of a query, in order (lowercased by `normalizeTerm`). */
export function queryWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Index terms of a text: each word, and the parts of camelCase words. */
export function indexWords(text: string): string[] {
  const words: string[] = [];
  for (const word of queryWords(text)) {
    words.push(word);
    if (CAMEL_HUMP.test(word)) {
      words.push(...(word.match(CAMEL_PART) ?? []));
    }
  }
  return words;
}

/** A plural's final s, after a letter other than s or u (not `class`, `focus`). */
const PLURAL = /(?<=[^su])s$/;

/**
 * Lower case and singular, in the index and in queries alike: `pickers` and `picker` are one
 * term (`date picker` finds "Date and Time Pickers"), so are `props` and `prop`. Short words and
 * words in -is are left alone (`tabs` stays, `axis` too).
 */
export function normalizeTerm(term: string): string {
  const lower = term.toLowerCase();
  return lower.length > 4 && !lower.endsWith('is') ? lower.replace(PLURAL, '') : lower;
}

/**
 * Words of a title that say which kind of page it is, not what it is about: "Button API" and
 * "Data Grid - Overview" are about the Button and the Data Grid.
 */
const KIND_WORDS: ReadonlySet<string> = new Set(['api', 'overview']);

/**
 * `Data Grid` → `datagrid`: the title joined whole and each pair of adjacent words, the kind words
 * left out (nobody types `buttonapi`, and its prefix would let `button` match "Button API" twice).
 */
export function joinedTitleWords(title: string): string {
  const words = queryWords(title)
    .map(normalizeTerm)
    .filter((word) => !KIND_WORDS.has(word));
  if (words.length < 2) {
    return '';
  }
  const joined = new Set([words.join('')]);
  for (let i = 0; i + 1 < words.length; i += 1) {
    joined.add(`${words[i] ?? ''}${words[i + 1] ?? ''}`);
  }
  return [...joined].join(' ');
}

/**
 * The words of the index, sorted, to ask whether a query word is one of them or the start of one.
 * Filled as the indexes are built (`add`), sorted on the first question after that.
 */
export class Vocabulary {
  private readonly words = new Set<string>();
  private sorted: string[] | null = null;

  add(word: string): void {
    if (!this.words.has(word)) {
      this.words.add(word);
      this.sorted = null;
    }
  }

  /** Whether an indexed word is `term` or starts with it. */
  knows(term: string): boolean {
    this.sorted ??= [...this.words].sort();
    const list = this.sorted;
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((list[middle] ?? '') < term) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    return (list[low] ?? '').startsWith(term);
  }
}

/**
 * Edits allowed for a query word: none for short words, where one edit is a different word; one
 * from 4 letters, two from 8. A 4 to 7-letter word the index does not know, not even as the start
 * of a word, gets two: a short word typed fast loses two letters as easily as one (`butn` →
 * `button`), and a word the index knows is spared the costlier search (`tree`, `card`).
 */
export function fuzzyEdits(term: string, isKnown: (term: string) => boolean = () => true): number | false {
  if (term.length >= FUZZY_EDITS.twoEditsFrom) {
    return 2;
  }
  if (term.length < FUZZY_EDITS.oneEditFrom) {
    return false;
  }
  return isKnown(term) ? 1 : 2;
}

/**
 * Prefix matching for the last word only (the one still being typed), from two letters: a single
 * letter's prefix matches most of the index, costs a quarter second and finds nothing useful.
 */
export function isPrefixTerm(term: string, index: number, count: number): boolean {
  return index === count - 1 && term.length >= 2;
}

/** The query as one comparable string (case, spaces and punctuation ignored). */
export function compact(text: string): string {
  return queryWords(text).join('').toLowerCase();
}

/** Words a title may have that say nothing of its subject. */
const STOP_WORDS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'and', 'of', 'to', 'in', 'for', 'with', ...KIND_WORDS]);

/** A typo's correction that changes a letter covers half of its word (see `wordCoverage`). */
const TYPO_COVERAGE = 0.5;

/**
 * How much of one title word the query covers: all of it when a query word is the word, or when
 * the word matched as a typo's correction that only restores skipped letters (`slidr` → `slider`;
 * half for one that changes a letter, `slidr` → `slide`); the typed share of it when it
 * matched only as the completion of a word being typed (`menu` covers 4/9 of `menuprops`, so the
 * `MenuProps` prop does not pass for naming the Menu page); none when it did not match.
 */
function wordCoverage(word: string, matchedTerms: readonly string[], typed: readonly string[]): number {
  if (typed.includes(word)) {
    return 1;
  }
  if (!matchedTerms.includes(word)) {
    return 0;
  }
  const completed = typed.filter((query) => word.startsWith(query));
  if (completed.length > 0) {
    return Math.max(...completed.map((query) => query.length / word.length));
  }
  // A typo's correction: whole when it only restores letters the reader skipped, as fast typing
  // does (`slidr` → `slider`, `butn` → `button`), half when it changes one (`slidr` → `slide`).
  return typed.some((query) => isSubsequence(query, word)) ? 1 : TYPO_COVERAGE;
}

/** Whether the letters of `short` appear in `long` in order. */
export function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const letter of long) {
    if (letter === short[i]) {
      i += 1;
    }
  }
  return i === short.length;
}

/**
 * How much of a title the matched terms cover, from 0 to 1: the mean coverage of the title's words
 * (stop words aside) by the index terms the query matched, after typo correction and prefixes
 * (`slidr` matched `slider`: all of "Slider" and of "Slider API", whose "API" says only which kind
 * of page it is). 1 is the reader naming the page; so is typing the title's words joined
 * (`datagrid` names "Data Grid").
 */
export function titleCoverage(title: string, matchedTerms: readonly string[], query: string): number {
  const own = ownTitle(title);
  const whole = wordsCoverage(title, matchedTerms, query);
  return own === title ? whole : Math.max(whole, wordsCoverage(own, matchedTerms, query));
}

/** A family member's title after its family: "Data Grid - Row height" → "Row height". */
const FAMILY_SEPARATOR = ' - ';

/**
 * The part of a title that names the page within its family ("Row height" in "Data Grid - Row
 * height"), or the whole title. The reader on the family's pages types `row height`, not the
 * family's name, and names the page as fully as one who types `data grid row height`.
 */
export function ownTitle(title: string): string {
  const at = title.lastIndexOf(FAMILY_SEPARATOR);
  return at > 0 ? title.slice(at + FAMILY_SEPARATOR.length) : title;
}

function wordsCoverage(title: string, matchedTerms: readonly string[], query: string): number {
  const words = queryWords(title)
    .map(normalizeTerm)
    .filter((word) => !STOP_WORDS.has(word));
  if (words.length === 0 || matchedTerms.length === 0) {
    return 0;
  }
  if (compact(query) === words.join('')) {
    return 1;
  }
  const typed = queryWords(query).map(normalizeTerm);
  return words.reduce((sum, word) => sum + wordCoverage(word, matchedTerms, typed), 0) / words.length;
}
