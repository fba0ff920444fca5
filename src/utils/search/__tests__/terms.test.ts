import {describe, expect, it} from 'vitest';
import {compact, fuzzyEdits, indexWords, isPrefixTerm, joinedTitleWords, queryWords, titleCoverage} from '../terms';

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
    ['Text Field API', 'textfieldapi textfield fieldapi'],
    ['Button', ''],
  ])('joins the words of the title %j', (title, joined) => {
    expect(joinedTitleWords(title)).toBe(joined);
  });

  it.each<[string, number | false]>([
    ['sx', false],
    ['btn', false],
    ['slidr', 1],
    ['autocomplet', 2],
  ])('allows %j a number of edits: %j', (term, edits) => {
    expect(fuzzyEdits(term)).toBe(edits);
  });

  it.each<[string, number, number, boolean]>([
    ['but', 0, 1, true],
    ['but', 0, 2, false],
    ['but', 1, 2, true],
    ['b', 0, 1, false],
  ])('%j, word %i of %i, is a prefix: %j', (term, index, count, prefix) => {
    expect(isPrefixTerm(term, index, count)).toBe(prefix);
  });

  it('compares queries without case, spaces or punctuation', () => {
    expect(compact(' The SX-prop ')).toBe('thesxprop');
  });
});

describe('titleCoverage', () => {
  it.each<[string, string[], number, string?]>([
    ['Autocomplete', ['autocomplete'], 1],
    ['Autocomplete API', ['autocomplete', 'autocompleteapi'], 0.5],
    ['Autocomplete API', ['autocomplete'], 0.5],
    ['AutocompleteOption API', ['autocompleteoption'], 0.5],
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
});
