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

export function normalizeTerm(term: string): string {
  return term.toLowerCase();
}

/** `Data Grid` → `datagrid datagrid…`: the title joined whole and each pair of adjacent words. */
export function joinedTitleWords(title: string): string {
  const words = queryWords(title).map(normalizeTerm);
  if (words.length < 2) {
    return '';
  }
  const joined = new Set([words.join('')]);
  for (let i = 0; i + 1 < words.length; i += 1) {
    joined.add(`${words[i] ?? ''}${words[i + 1] ?? ''}`);
  }
  return [...joined].join(' ');
}

/** Edits allowed for a query word: none for short words, where one edit is a different word. */
export function fuzzyEdits(term: string): number | false {
  if (term.length >= FUZZY_EDITS.twoEditsFrom) {
    return 2;
  }
  return term.length >= FUZZY_EDITS.oneEditFrom ? 1 : false;
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
const STOP_WORDS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'and', 'of', 'to', 'in', 'for', 'with']);

/**
 * How much of a title the matched terms cover, from 0 to 1: the share of the title's words (stop
 * words aside) that are among the index terms the query matched, after typo correction and
 * prefixes (`slidr` matched `slider`: all of "Slider", half of "Slider API"). 1 is the reader
 * naming the page; so is typing the title's words joined (`datagrid` names "Data Grid"), but not
 * a prefix of them (`autocomplete` does not name "Autocomplete API" through `autocompleteapi`).
 */
export function titleCoverage(title: string, matchedTerms: readonly string[], query: string): number {
  const words = queryWords(title)
    .map(normalizeTerm)
    .filter((word) => !STOP_WORDS.has(word));
  if (words.length === 0 || matchedTerms.length === 0) {
    return 0;
  }
  if (compact(query) === words.join('')) {
    return 1;
  }
  return words.filter((word) => matchedTerms.includes(word)).length / words.length;
}
