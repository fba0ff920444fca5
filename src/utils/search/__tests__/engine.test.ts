import {describe, expect, it} from 'vitest';
import {createSearchEngine, prepareSearch, type SearchAnswer} from '../engine';
import {documentUrl, parseIndexFile, parseManifest, parseTextFile} from '../indexFile';
import {moveSelection, resultRows} from '../rows';

/** A small index in the file's format, with the pages the ranking rules are about. */
const INDEX = {
  v: 1,
  pages: [
    ['/material-ui/react-autocomplete', 'Autocomplete', 'material-ui'],
    ['/material-ui/api/autocomplete', 'Autocomplete API', 'material-ui'],
    ['/joy-ui/react-autocomplete', 'Autocomplete', 'joy-ui'],
    ['/material-ui/api/button', 'Button API', 'material-ui'],
    ['/material-ui/api/button-group', 'ButtonGroup API', 'material-ui'],
    ['/material-ui/react-slider', 'Slider', 'material-ui'],
    ['/material-ui/api/slide', 'Slide API', 'material-ui'],
    ['/system/getting-started/the-sx-prop', 'The sx prop', 'system'],
    ['/system/experimental-api/configure-the-sx-prop', 'Configure the sx prop', 'system'],
    ['/x/react-data-grid', 'Data Grid - Overview', 'x'],
    ['/material-ui/react-button', 'Button', 'material-ui'],
    ['/x/react-data-grid/tree-data', 'Data Grid - Tree data', 'x'],
    ['/material-ui/api/menu', 'Menu API', 'material-ui'],
    ['/material-ui/api/menu-list', 'MenuList API', 'material-ui'],
    ['/material-ui/api/select', 'Select API', 'material-ui'],
    ['/material-ui/react-transitions', 'Transitions', 'material-ui'],
    ['/x/react-date-pickers', 'Date and Time Pickers - Overview', 'x'],
    ['/x/react-date-pickers/date-range-picker', 'Date Range Picker', 'x'],
    ['/x/api/date-pickers/date-picker', 'DatePicker API', 'x'],
    ['/x/react-date-pickers/date-time-picker', 'Date Time Picker', 'x'],
    ['/x/react-data-grid/row-height', 'Data Grid - Row height', 'x'],
  ],
  records: [
    [0, 0, '', '', 'The autocomplete is a text input enhanced by a panel of suggested options.'],
    [0, 1, 'combo-box', 'Combo box', 'The value must be chosen from a predefined set.'],
    [1, 0, '', '', 'API reference for the Autocomplete component.'],
    [1, 2, 'prop-autoComplete', 'autoComplete', 'If true, the selected option becomes the value of the input.'],
    [2, 0, '', '', 'The autocomplete is a text input enhanced by a panel of suggested options.'],
    [3, 0, '', '', 'API reference for the Button component.'],
    [3, 2, 'prop-disableElevation', 'disableElevation', 'If true, no elevation is used.'],
    [4, 0, '', '', 'API reference for the ButtonGroup component.'],
    [4, 2, 'prop-disableElevation', 'disableElevation', 'If true, no elevation is used.'],
    [5, 0, '', '', 'Sliders let users make selections from a range of values.'],
    [6, 0, '', '', 'API reference for the Slide transition.'],
    [7, 0, '', '', 'The sx prop lets you write styles for a single element as an object.'],
    [7, 1, 'callbacks', 'Callbacks', 'Pass a function as the whole sx value.'],
    [8, 0, '', '', 'Configure which properties the sx prop understands.'],
    [9, 0, '', '', 'A fast and extendable grid for large tables.'],
    [10, 0, '', '', 'Buttons let people trigger an action.'],
    [11, 0, '', '', 'Tree data: rows that have children, shown as a tree in the data grid.'],
    [12, 0, '', '', 'API reference for the Menu component.'],
    [13, 0, '', '', 'API reference for the MenuList component, the list inside a menu.'],
    [14, 0, '', '', 'API reference for the Select component.'],
    [14, 2, 'prop-MenuProps', 'MenuProps', 'Props applied to the Menu element.'],
    [15, 0, '', '', 'Transitions: Collapse, Fade, Grow, Slide and Zoom.'],
    [15, 1, 'slide', 'Slide', 'Slide moves the child in from the edge of the screen.'],
    [16, 0, '', '', 'The Date and Time Pickers let users enter a date, a time or both.'],
    [16, 1, 'the-three-main-pickers', 'The three main pickers', 'DatePicker, TimePicker and DateTimePicker.'],
    [17, 0, '', '', 'The Date Range Picker lets users pick a start date and an end date.'],
    [18, 0, '', '', 'API reference for the DatePicker component.'],
    [18, 2, 'prop-disableOpenPicker', 'disableOpenPicker', 'If true, the button to open the picker is not rendered.'],
    [3, 1, 'css-classes', 'CSS classes', 'Styles applied to the root element of the Button.'],
    [19, 0, '', '', 'The Date Time Picker lets users pick a date and a time.'],
    [20, 0, '', '', 'Set the height of the rows.'],
    [1, 2, 'prop-rowHeight', 'rowHeight', 'The height of a row of options.'],
  ],
};

const documents = parseIndexFile(INDEX) ?? [];
const search = prepareSearch(documents);

/** The options a reader can pick, in order (pages that only name their hits are left out). */
function urls(answer: SearchAnswer): string[] {
  return resultRows(answer).flatMap((group) => group.rows.filter((row) => row.selectable).map((row) => row.url));
}

function ask(query: string, product: string | null = null, currentProduct: string | null = null): string[] {
  return urls(search({query, product, currentProduct}));
}

describe('search engine', () => {
  it.each<[string, string | null, string | null, string]>([
    ['disableElevation', null, 'material-ui', '/material-ui/api/button#prop-disableElevation'],
    ['autocomplete', null, 'material-ui', '/material-ui/react-autocomplete'],
    ['autocomplete', null, 'joy-ui', '/joy-ui/react-autocomplete'],
    ['Autocomplete', 'material-ui', null, '/material-ui/react-autocomplete'],
    ['sx prop', null, null, '/system/getting-started/the-sx-prop'],
    ['datagrid', null, null, '/x/react-data-grid'],
    ['data grid', null, null, '/x/react-data-grid'],
    ['button', null, null, '/material-ui/react-button'],
    ['autocompl', null, 'material-ui', '/material-ui/react-autocomplete'],
    // Two letters missing from a short word the index does not know.
    ['butn', null, 'material-ui', '/material-ui/react-button'],
    // "Overview" is not a word the reader must type; the tree data page has the words too.
    ['data grid', null, 'material-ui', '/x/react-data-grid'],
    // The page named by the word above the page and the prop whose names start with it.
    ['menu', null, 'material-ui', '/material-ui/api/menu'],
    // `slidr` is one edit from both; restoring a skipped letter is the likelier typo.
    ['slidr', null, 'material-ui', '/material-ui/react-slider'],
    // A family's overview, plurals folded: above the members whose names the words also make.
    ['date picker', null, null, '/x/react-date-pickers'],
    // …but not above a member whose title is the query.
    ['date time picker', null, null, '/x/react-date-pickers/date-time-picker'],
    // A family member named without its family, above a prop made of the same words.
    ['row height', null, 'material-ui', '/x/react-data-grid/row-height'],
  ])('%j (filter %s, reading %s) ranks %s first', (query, product, current, first) => {
    expect(ask(query, product, current)[0]).toBe(first);
  });

  it('leads a prop name to its row, under its page named but not offered, the general page first', () => {
    expect(ask('disableElevation')).toEqual(['/material-ui/api/button#prop-disableElevation', '/material-ui/api/button-group#prop-disableElevation']);
    const rows = resultRows(search({query: 'disableElevation', product: null, currentProduct: null}))[0]?.rows ?? [];
    expect(rows.slice(0, 2).map((row) => [row.kind, row.heading, row.selectable, row.nested])).toEqual([
      ['page', 'Button API', false, false],
      ['prop', 'disableElevation', true, true],
    ]);
  });

  it('lists under a matched page only the sections and props the query names', () => {
    // The Button API page's "CSS classes" section mentions the Button in its text only.
    expect(ask('button')).not.toContain('/material-ui/api/button#css-classes');
    expect(ask('css classes')).toContain('/material-ui/api/button#css-classes');
    // A page that did not match itself keeps the sections its text matched: they are the way in.
    expect(ask('root element')).toContain('/material-ui/api/button#css-classes');
  });

  it('finds Slider despite a typo, and reports the corrected term for highlighting', () => {
    const answer = search({query: 'slidr', product: null, currentProduct: null});
    expect(urls(answer)).toContain('/material-ui/react-slider');
    expect(answer.terms).toContain('slider');
  });

  it('keeps to the product filter', () => {
    expect(ask('autocomplete', 'joy-ui')).toEqual(['/joy-ui/react-autocomplete']);
  });

  it('falls back to any word when no record has them all', () => {
    expect(ask('slider zzqxv')).toContain('/material-ui/react-slider');
  });

  it.each(['zzqxv', '', '  ', '!!'])('answers %j with nothing', (query) => {
    expect(search({query, product: null, currentProduct: null}).count).toBe(0);
  });

  it('groups results by product, best product first', () => {
    const answer = search({query: 'autocomplete', product: null, currentProduct: 'joy-ui'});
    expect(answer.products.map((group) => group.product)).toEqual(['joy-ui', 'material-ui']);
  });
});

describe('text arriving after the names', () => {
  // The names file carries each record without its text; the text file brings the texts.
  const names = documents.map((document) => ({...document, text: ''}));
  const texts = documents.map((document) => document.text);

  it('answers from titles, headings and props, then from the text once it is added', () => {
    const engine = createSearchEngine(names, {deferText: true});
    const ask = (query: string) => urls(engine.search({query, product: null, currentProduct: null}));
    // "rendered" is only in a prop's text.
    expect(ask('rendered')).toEqual([]);
    expect(ask('disableOpenPicker')).toEqual(['/x/api/date-pickers/date-picker#prop-disableOpenPicker']);
    engine.addText(texts);
    expect(engine.hasText).toBe(true);
    expect(ask('rendered')).toContain('/x/api/date-pickers/date-picker#prop-disableOpenPicker');
  });
});

describe('index file', () => {
  it.each<[string, unknown]>([
    ['not an object', 'x'],
    ['another version', {...INDEX, v: 2}],
    ['a record of an unknown page', {...INDEX, records: [[99, 0, '', '', '']]}],
    ['an unknown kind', {...INDEX, records: [[0, 7, '', '', '']]}],
    ['a short record', {...INDEX, records: [[0, 0, '']]}],
  ])('refuses %s', (_name, value) => {
    expect(parseIndexFile(value)).toBeNull();
  });

  it('reads a manifest and refuses anything else', () => {
    expect(
      parseManifest({v: 1, index: '/assets/search/index.0123456789.json', text: '/assets/search/text.0123456789.json', pages: 2, records: 5, gzipBytes: 100}),
    ).toEqual({
      index: '/assets/search/index.0123456789.json',
      text: '/assets/search/text.0123456789.json',
      pages: 2,
      records: 5,
      gzipBytes: 100,
    });
    expect(parseManifest('<!doctype html>')).toBeNull();
    expect(parseManifest({v: 1})).toBeNull();
    // A manifest of the one-file index, from an older deploy.
    expect(parseManifest({v: 1, index: '/assets/search/index.0123456789.json'})).toBeNull();
  });

  it.each<[string, unknown, number, string[] | null]>([
    ['a text per record', {v: 1, texts: ['a', '']}, 2, ['a', '']],
    ['one text too few', {v: 1, texts: ['a']}, 2, null],
    ['a text that is not a string', {v: 1, texts: ['a', 3]}, 2, null],
    ['another version', {v: 2, texts: []}, 0, null],
    ['an HTML page', '<!doctype html>', 0, null],
  ])('reads a text file: %s', (_name, value, records, expected) => {
    expect(parseTextFile(value, records)).toEqual(expected);
  });

  it.each<[string, string, string]>([
    ['/material-ui/api/button', '', '/material-ui/api/button'],
    ['/material-ui/api/button', 'prop-disableElevation', '/material-ui/api/button#prop-disableElevation'],
  ])('leads %s with anchor %j to %s', (path, anchor, url) => {
    expect(documentUrl({path, anchor})).toBe(url);
  });
});

describe('moveSelection', () => {
  it.each<[number, number, 1 | -1, number]>([
    [-1, 3, 1, 0],
    [-1, 3, -1, 2],
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [0, 0, 1, -1],
  ])('from %i of %i by %i → %i', (current, count, step, expected) => {
    expect(moveSelection(current, count, step)).toBe(expected);
  });
});
