import {describe, expect, it} from 'vitest';
import {compact, fuzzyEdits, ownTitle, indexWords, isPrefixTerm, isSubsequence, joinedTitleWords, normalizeTerm, queryWords, titleCoverage, Vocabulary} from '../terms';

describe('search terms', () => {
  it.each<[string, string[]]>([
    ['disableElevation', ['disableElevation', 'disable', 'Elevation']],
    ['The sx prop', ['The', 'sx', 'prop']],
    ['useMediaQuery()', ['useMediaQuery', 'use', 'Media', 'Query']],
    ['CSS classes', ['CSS', 'classes']],
    ['MUIButton-root', ['MUIButton', 'MUI', 'Button', 'root']],
    ['', []],
  ])('indexes %j as %j', (text, words) => {
    expect(indexWords(text)).toEqual(words);
  });

  it.each<[string, string[]]>([
    ['sx prop', ['sx', 'prop']],
    ['  text-field ', ['text', 'field']],
    ['disableElevation', ['disableElevation']],
  ])('splits the query %j into %j', (text, words) => {
    expect(queryWords(text)).toEqual(words);
  });

  it.each<[string, string]>([
    ['Data Grid', 'datagrid'],
    ['Text Field API', 'textfield'],
    ['Date Range Picker', 'daterangepicker daterange rangepicker'],
    ['Data Grid - Overview', 'datagrid'],
    ['Button API', ''],
    ['Button', ''],
  ])('joins the words of the title %j', (title, joined) => {
    expect(joinedTitleWords(title)).toBe(joined);
  });

  const vocabulary = new Vocabulary();
  ['button', 'buttons', 'slider', 'tree', 'autocomplete'].forEach((word) => vocabulary.add(word));
  const isKnown = (term: string): boolean => vocabulary.knows(term);

  it.each<[string, number | false]>([
    ['sx', false],
    ['btn', false],
    // A 4 to 7-letter word the index knows, as a word or the start of one: one edit.
    ['tree', 1],
    ['butt', 1],
    ['slide', 1],
    // One it does not know: two, so a short word missing two letters finds its word.
    ['butn', 2],
    ['slidr', 2],
    ['autocomplet', 2],
  ])('allows %j a number of edits: %j', (term, edits) => {
    expect(fuzzyEdits(term, isKnown)).toBe(edits);
  });

  it('knows the words of the index and their starts, nothing else', () => {
    expect(['button', 'butto', 'b', 'tree', 'autocomplete'].map(isKnown)).toEqual([true, true, true, true, true]);
    expect(['butn', 'treez', 'autocompletes', 'zzz', 'a'].map(isKnown)).toEqual([false, false, false, false, true]);
    expect(new Vocabulary().knows('button')).toBe(false);
  });

  it.each<[string, number, number, boolean]>([
    ['but', 0, 1, true],
    ['but', 0, 2, false],
    ['but', 1, 2, true],
    ['b', 0, 1, false],
  ])('%j, word %i of %i, is a prefix: %j', (term, index, count, prefix) => {
    expect(isPrefixTerm(term, index, count)).toBe(prefix);
  });

  it.each<[string, string]>([
    ['Pickers', 'picker'],
    ['props', 'prop'],
    ['classes', 'classe'],
    ['class', 'class'],
    ['focus', 'focus'],
    ['axis', 'axis'],
    ['tabs', 'tabs'],
    ['Slider', 'slider'],
  ])('normalizes %j to %j', (term, normalized) => {
    expect(normalizeTerm(term)).toBe(normalized);
  });

  it.each<[string, string, boolean]>([
    ['slidr', 'slider', true],
    ['butn', 'button', true],
    ['slidr', 'slide', false],
    ['', 'x', true],
  ])('%j is a subsequence of %j: %j', (short, long, expected) => {
    expect(isSubsequence(short, long)).toBe(expected);
  });

  it('compares queries without case, spaces or punctuation', () => {
    expect(compact(' The SX-prop ')).toBe('thesxprop');
  });
});

describe('titleCoverage', () => {
  it.each<[string, string[], number, string?]>([
    ['Autocomplete', ['autocomplete'], 1],
    // "API" and "Overview" say which kind of page it is, not what it is about.
    ['Autocomplete API', ['autocomplete'], 1],
    ['Data Grid - Overview', ['data', 'grid'], 1, 'data grid'],
    ['Data Grid - Tree data', ['data', 'grid'], 0.75, 'data grid'],
    // A word matched only as the completion of the word being typed: the typed share of it.
    ['AutocompleteOption API', ['autocompleteoption'], 12 / 18, 'autocomplete'],
    ['Autocomplete', ['autocomplete'], 9 / 12, 'autocompl'],
    ['MenuList API', ['menu', 'menulist'], 0.5, 'menu'],
    ['Menu API', ['menu', 'menulist'], 1, 'menu'],
    ['MenuProps', ['menu', 'menuprop'], 4 / 8, 'menu'],
    // A typo's correction covers the whole word when it only restores skipped letters, half otherwise.
    ['Slider', ['slider'], 1, 'slidr'],
    ['Button', ['button'], 1, 'butn'],
    ['Slide', ['slide'], 0.5, 'slidr'],
    // Plurals are their singular.
    ['Date and Time Pickers - Overview', ['date', 'picker'], 2 / 3, 'date picker'],
    ['Slider', ['slider'], 1],
    ['The sx prop', ['sx', 'prop'], 1],
    ['Configure the sx prop', ['sx', 'prop'], 2 / 3],
    ['Data Grid', ['datagrid'], 1, 'datagrid'],
    ['Data Grid', ['data', 'grid'], 1, 'data grid'],
    ['Button', ['slider'], 0],
    ['', ['slider'], 0],
    ['Button', [], 0],
  ])('%j covered by the terms %j: %d', (title, terms, coverage, query = terms.join(' ')) => {
    expect(titleCoverage(title, terms, query)).toBeCloseTo(coverage);
  });

  it.each<[string, string]>([
    ['Data Grid - Row height', 'Row height'],
    ['Charts - Bars', 'Bars'],
    ['Data Grid - Overview', 'Overview'],
    ['Right-to-left', 'Right-to-left'],
    ['Button', 'Button'],
  ])('the own title of %j is %j', (title, own) => {
    expect(ownTitle(title)).toBe(own);
  });

  it.each<[string, string[], string, number]>([
    // A family member named without its family, as fully as with it.
    ['Data Grid - Row height', ['row', 'height'], 'row height', 1],
    ['Data Grid - Row height', ['data', 'grid', 'row', 'height'], 'data grid row height', 1],
    ['Charts - Bars', ['bars'], 'bars', 1],
    // The family alone names the overview, not its "Overview" word.
    ['Data Grid - Overview', ['data', 'grid'], 'data grid', 1],
    ['Data Grid - Row height', ['row'], 'row', 0.5],
  ])('%j is covered by %j (query %j) to %f', (title, matched, query, coverage) => {
    expect(titleCoverage(title, matched, query)).toBeCloseTo(coverage);
  });
});
