import {describe, expect, it} from 'vitest';
import {outsideParts, pendingParts, routeOf, snapshotCacheKey, serverEmotionClasses, snapshotStyles, withServerMarks, withSnapshots, withSnapshotStyles} from '../snapshots';

const OPTIONS = {attribute: 'data-demo-snapshot', takenAttribute: 'data-demo-snapshot-taken'};
const KEYS = ['mui', 'muirtl'];

/** A minified page as Docusaurus writes it: unquoted attributes, Emotion's styles inline. */
const PAGE =
  '<html><body><section id=a><div class=part_x data-demo-snapshot=grid-a><style data-emotion="mui jj6133">.mui-jj6133{height:400px}</style>' +
  '<div class="MuiBox-root mui-jj6133"></div></div></section>' +
  '<section id=b><div class=part_x data-demo-snapshot="grid-b"><div></div></div></section><p>after</p></body></html>';

describe('pendingParts', () => {
  it('finds each marked <div>, in document order, with its id', () => {
    expect(pendingParts(PAGE, 'page.html', OPTIONS).map((part) => part.id)).toEqual(['grid-a', 'grid-b']);
  });

  it('skips a part whose snapshot is in, and a page without parts', () => {
    const taken = PAGE.replace('data-demo-snapshot=grid-a', 'data-demo-snapshot=grid-a data-demo-snapshot-taken');
    expect(pendingParts(taken, 'page.html', OPTIONS).map((part) => part.id)).toEqual(['grid-b']);
    expect(pendingParts('<p>no demos</p>', 'page.html', OPTIONS)).toEqual([]);
  });

  it.each([
    ['an empty id', '<div data-demo-snapshot=""></div>', 'demo-snapshots: docs/a.html: data-demo-snapshot must be on a <div> and name the part'],
    ['a mark on another element', '<span data-demo-snapshot=x></span>', 'found <span data-demo-snapshot="x">'],
    ['two parts with one id', '<div data-demo-snapshot=x></div><div data-demo-snapshot=x></div>', 'demo-snapshots: docs/a.html: two parts have data-demo-snapshot="x"'],
  ])('fails on %s, naming the file', (_name, html, message) => {
    expect(() => pendingParts(html, 'docs/a.html', OPTIONS)).toThrow(message);
  });
});

describe('withSnapshots', () => {
  it('replaces each part\'s content, marks it taken and leaves the rest of the page as it was', () => {
    const parts = pendingParts(PAGE, 'page.html', OPTIONS);
    const result = withSnapshots(PAGE, parts, new Map([['grid-a', '<div role=grid>A</div>'], ['grid-b', 'B']]), OPTIONS.takenAttribute);
    expect(result).toBe(
      '<html><body><section id=a><div class=part_x data-demo-snapshot=grid-a data-demo-snapshot-taken><div role=grid>A</div></div></section>' +
        '<section id=b><div class=part_x data-demo-snapshot="grid-b" data-demo-snapshot-taken>B</div></section><p>after</p></body></html>',
    );
    expect(pendingParts(result, 'page.html', OPTIONS)).toEqual([]);
  });

  it('fails when a part has no snapshot', () => {
    expect(() => withSnapshots(PAGE, pendingParts(PAGE, 'page.html', OPTIONS), new Map([['grid-a', 'A']]), OPTIONS.takenAttribute)).toThrow(
      'no snapshot for the part "grid-b"',
    );
  });
});

describe('withServerMarks', () => {
  it('marks each part\'s element and keeps its content', () => {
    const marked = withServerMarks(PAGE, pendingParts(PAGE, 'page.html', OPTIONS), 'data-server');
    expect(marked).toBe(PAGE.replace('data-demo-snapshot=grid-a>', 'data-demo-snapshot=grid-a data-server>').replace('data-demo-snapshot="grid-b">', 'data-demo-snapshot="grid-b" data-server>'));
  });
});

describe('outsideParts', () => {
  it('leaves out what the snapshots replace, the parts\' own server styles with it', () => {
    const outside = outsideParts(PAGE, pendingParts(PAGE, 'page.html', OPTIONS));
    expect(outside).toBe(
      '<html><body><section id=a><div class=part_x data-demo-snapshot=grid-a></div></section>' +
        '<section id=b><div class=part_x data-demo-snapshot="grid-b"></div></section><p>after</p></body></html>',
    );
    expect([...serverEmotionClasses(outside, KEYS)]).toEqual([]);
  });
});

describe('serverEmotionClasses', () => {
  it('reads the classes whose styles the server HTML carries, for each cache key', () => {
    const html = '<style data-emotion="mui a1 b2">x</style><style data-emotion="muirtl c3">y</style><style data-emotion="other d4">z</style>';
    expect([...serverEmotionClasses(html, KEYS)]).toEqual(['mui-a1', 'mui-b2', 'muirtl-c3']);
  });
});

describe('snapshotStyles', () => {
  const serverHtml = '<style data-emotion="mui jj6133">.mui-jj6133{height:400px}</style>';
  const rules = [
    '.mui-jj6133 { height: 400px; }',
    '.mui-1grid { display: flex; }',
    '.mui-1grid .MuiDataGrid-cell { padding: 0px 10px; animation: 1s ease 0s 1 normal none running animation-abc; }',
    '@media (hover: hover) { .mui-1grid .MuiDataGrid-row:hover { background: red; } }',
    '.mui-1grid2 { color: blue; }',
    '.mui-other { color: green; }',
    '@keyframes animation-abc { 0% { opacity: 0; } }',
    '@keyframes animation-unused { 0% { opacity: 0; } }',
    '.MuiDataGrid-root { color: black; }',
    '.mui-1grid { display: flex; }',
  ];

  it('keeps the rules of the part\'s Emotion classes the page lacks, once each, and the keyframes they name', () => {
    const css = snapshotStyles({rules, classes: ['MuiDataGrid-root', 'mui-jj6133', 'mui-1grid'], serverHtml, emotionKeys: KEYS});
    expect(css.split('\n')).toEqual([rules[1], rules[2], rules[3], rules[6]]);
  });

  it('is empty when the page already has every style the part uses', () => {
    expect(snapshotStyles({rules, classes: ['mui-jj6133'], serverHtml, emotionKeys: KEYS})).toBe('');
  });
});

describe('withSnapshotStyles', () => {
  const MARK = {attribute: 'data-demo-snapshot-styles', value: '/x/react-data-grid'};
  it.each([
    [
      'puts the styles at the end of the head, marked with the page',
      '.a{}',
      '<html><head><title>t</title></head><body></body></html>',
      '<html><head><title>t</title><style data-demo-snapshot-styles="/x/react-data-grid">.a{}</style></head><body></body></html>',
    ],
    ['adds nothing without styles', '', '<html><head></head></html>', '<html><head></head></html>'],
    [
      'keeps a closing tag inside the CSS from ending it',
      '.a::after{content:"</style>"}',
      '<head></head>',
      '<head><style data-demo-snapshot-styles="/x/react-data-grid">.a::after{content:"<\\/style>"}</style></head>',
    ],
  ])('%s', (_name, css, html, expected) => {
    expect(withSnapshotStyles(html, css, MARK)).toBe(expected);
  });

  it('escapes the mark\'s value', () => {
    expect(withSnapshotStyles('<head></head>', '.a{}', {attribute: 'data-x', value: '/a"b&c'})).toBe('<head><style data-x="/a&quot;b&amp;c">.a{}</style></head>');
  });

  it('fails on a page without a head', () => {
    expect(() => withSnapshotStyles('<p>x</p>', '.a{}', MARK)).toThrow('no </head>');
  });
});

describe('routeOf', () => {
  it.each([
    ['x/react-data-grid.html', '/x/react-data-grid'],
    ['index.html', '/'],
    ['x/index.html', '/x/'],
    ['material-ui/7.3/react-button.html', '/material-ui/7.3/react-button'],
  ])('serves %s at %s', (file, route) => {
    expect(routeOf(file)).toBe(route);
  });
});

describe('snapshotCacheKey', () => {
  it('changes with the page and with what draws it, and only then', () => {
    const key = snapshotCacheKey(PAGE, 'drawer v1');
    expect(snapshotCacheKey(PAGE, 'drawer v1')).toBe(key);
    expect(snapshotCacheKey(PAGE.replace('main.1.js', 'main.2.js').replace('grid-b', 'grid-c'), 'drawer v1')).not.toBe(key);
    expect(snapshotCacheKey(PAGE, 'drawer v2')).not.toBe(key);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});
