// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {partStash} from '../../HydrateNearViewport/partStash';
import {attributeOf, drawnDemoHtml} from '../../../utils/drawnDemoHtml';
import loadServerDrawnDemos, {adoptDrawnStyles, newStyles} from '../serverDrawnDemos';

/** A demo section as the Demo component renders it, around one part's HTML. */
function section(id: string, part: string, partAttributes = ''): string {
  return `<section id="${id}" data-demo-code=""><div data-demo-preview=""><div class="part"${partAttributes}>${part}</div></div><div id="${id}-code"><pre>code</pre></div></section>`;
}

function pageOf(body: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head></head><body>${body}</body></html>`, 'text/html');
}

const BUTTON_STYLE = '<style data-emotion="mui 1abc">.mui-1abc{color:red}</style>';
const GLOBAL_STYLE = '<style data-emotion="mui-global 9zz">body{margin:0}</style>';

describe('drawnDemoHtml', () => {
  it.each<[string, string, Record<string, string>, (string | null)[]]>([
    ['each preview by its demo id', section('one', '<button class="mui-1abc">One</button>') + section('two', '<p>Two</p>'), {one: '<button class="mui-1abc">One</button>', two: '<p>Two</p>'}, []],
    [
      'Emotion style tags moved out, in document order; a later demo relying on an earlier one\'s',
      section('one', `${BUTTON_STYLE}<button class="mui-1abc">One</button>`) + section('two', '<style data-emotion="mui 2def">.mui-2def{}</style><button class="mui-1abc mui-2def">Two</button>'),
      {one: '<button class="mui-1abc">One</button>', two: '<button class="mui-1abc mui-2def">Two</button>'},
      ['mui 1abc', 'mui 2def'],
    ],
    ['global styles stay in their demo', section('one', `${GLOBAL_STYLE}<p>One</p>`), {one: `${GLOBAL_STYLE}<p>One</p>`}, []],
    ['a snapshot the build took is kept', section('grid', '<div role="grid">rows</div>', ' data-demo-snapshot="grid" data-demo-snapshot-taken=""'), {grid: '<div role="grid">rows</div>'}, []],
    ['a snapshot the build did not take is left out', section('grid', '', ' data-demo-snapshot="grid"'), {}, []],
    ['an empty part (a paid notice instead) is left out', section('paid', ''), {}, []],
    ['a section that is not a demo is left out', '<section id="intro"><div data-demo-preview=""><div><p>x</p></div></div></section>', {}, []],
    ['an attribute that only starts alike is not the demo\'s', '<section id="intro" data-demo-code-x=""><div data-demo-preview=""><div><p>x</p></div></div></section>', {}, []],
    [
      'the snapshots\' stylesheet is taken with them, first',
      '<style data-demo-snapshot-styles="/x/grid">.mui-1jd{height:260px}</style>' + section('grid', '<div class="mui-1jd">rows</div>', ' data-demo-snapshot="grid" data-demo-snapshot-taken=""'),
      {grid: '<div class="mui-1jd">rows</div>'},
      [null],
    ],
    [
      'attributes in any order, unquoted (minified HTML), with entities; elements named alike are not divs',
      '<section class=demo id=a data-demo-code="" aria-label="Demo a"><div class=p data-demo-preview=""><div class=part><divider-line></divider-line><div>x</div></div></div><div>code</div></section>',
      {a: '<divider-line></divider-line><div>x</div>'},
      [],
    ],
    ['a div in a comment or a script is no element', section('a', '<!-- <div> --><script>"<div>"</script><div>x</div>'), {a: '<!-- <div> --><script>"<div>"</script><div>x</div>'}, []],
    ['a div in a style\'s text is no element', section('a', '<style data-emotion="mui 1">.x:after{content:"<div>"}</style><div>x</div>'), {a: '<div>x</div>'}, ['mui 1']],
    // Inside an SVG, a style's `<` and `&` are markup: read from the text, it could differ.
    ['CSS with `<` in an SVG leaves the demo to its code', section('a', '<svg><style data-emotion="mui 1">@media (width<=9px){.x{}}</style></svg>') + section('b', 'B'), {b: 'B'}, []],
    ['a preview of two elements is left to the demo\'s code', '<section id="two" data-demo-code=""><div data-demo-preview=""><div>a</div><div>b</div></div></section>', {}, []],
    ['a demo section without a preview is left out; the next keeps its own', `<section id="broken" data-demo-code=""><div>code</div></section>${section('two', 'Two')}`, {two: 'Two'}, []],
    ['a preview cut short (an unfinished file) is left out', '<section id="cut" data-demo-code=""><div data-demo-preview=""><div>half', {}, []],
    ['nothing from a page without demos', '<article><p>text</p></article>', {}, []],
  ])('%s', (_name, body, parts, styles) => {
    const drawn = drawnDemoHtml(`<!doctype html><html><head></head><body><nav><div>menu</div></nav>${body}<footer><div>x</div></footer></body></html>`);
    expect(Object.fromEntries(drawn.parts)).toEqual(parts);
    expect(drawn.styles.map((style) => (style.attribute === 'data-emotion' ? style.value : null))).toEqual(styles);
  });

  it('says how many styles each demo needs, with the demos before it; a demo left out needs those before it', () => {
    const page = '<style data-demo-snapshot-styles="/x/grid">.g{}</style>' + section('one', `${BUTTON_STYLE}<b>One</b>`) + section('paid', '') + section('svg', '<svg><style data-emotion="mui 7">@media (width<=9px){.x{}}</style></svg>') + section('two', '<style data-emotion="mui 2def">.mui-2def{}</style><b>Two</b>');
    const drawn = drawnDemoHtml(`<!doctype html><html><head></head><body>${page}</body></html>`);
    expect(Object.fromEntries(drawn.stylesThrough)).toEqual({one: 2, paid: 2, svg: 2, two: 3});
    expect(drawn.styles).toHaveLength(3);
  });

  it('decodes the entities React writes in attribute values', () => {
    expect(attributeOf('<div title="a &amp; &quot;b&quot; &lt;c&gt; &#x27;d&#x27;" id=x hidden>', 'title')).toBe('a & "b" <c> \'d\'');
    expect(attributeOf('<div title="a" id=x hidden>', 'id')).toBe('x');
    expect(attributeOf('<div title="a" id=x hidden>', 'hidden')).toBe('');
    expect(attributeOf('<div data-idx="1">', 'id')).toBeUndefined();
  });

  it('reads the parts and styles the page parsed gives', () => {
    const html = `<!doctype html><html><head>${BUTTON_STYLE}<style data-demo-snapshot-styles="/x/grid">.mui-1jd{height:260px}</style></head><body><nav><div><a href="/">Home</a></div></nav><article><h1>Title</h1>${section('one', `${BUTTON_STYLE}<button class="mui-1abc">One &amp; <b>two</b></button><svg><style data-emotion="mui 5x">.a>b{}</style></svg>`)}<div><p>prose</p></div>${section('grid', '<div role="grid"><div>rows</div></div>', ' data-demo-snapshot="grid" data-demo-snapshot-taken=""')}${section('paid', '')}</article><footer><div>links</div></footer></body></html>`;
    // The page parsed, as a first visit has it: each preview's only child, Emotion's non-global styles out.
    const page = new DOMParser().parseFromString(html, 'text/html');
    const parsedStyles: string[] = [...page.querySelectorAll('style[data-demo-snapshot-styles]')].map((style) => style.outerHTML);
    const parsedParts = new Map<string, string>();
    for (const preview of page.querySelectorAll('section[data-demo-code][id] > [data-demo-preview]')) {
      const part = preview.children[0];
      if (preview.children.length !== 1 || part === undefined) {
        continue;
      }
      for (const style of part.querySelectorAll('style[data-emotion]')) {
        style.remove();
        parsedStyles.push(`<style data-emotion="${style.getAttribute('data-emotion') ?? ''}">${style.textContent ?? ''}</style>`);
      }
      if (part.innerHTML !== '') {
        parsedParts.set(preview.parentElement?.id ?? '', part.innerHTML);
      }
    }
    const drawn = drawnDemoHtml(html);
    const reparsed = (part: string): string => {
      const box = document.createElement('div');
      box.innerHTML = part;
      return box.innerHTML;
    };
    expect(new Map([...drawn.parts].map(([id, part]) => [id, reparsed(part)]))).toEqual(parsedParts);
    expect(drawn.parts.size).toBe(2);
    expect(drawn.styles.map(({attribute, value, css}) => `<style ${attribute}="${value}">${css}</style>`)).toEqual(parsedStyles);
  });
});

describe('newStyles', () => {
  it('tells snapshots\' stylesheets apart by their page', () => {
    const current = new DOMParser().parseFromString('<html><head><style data-demo-snapshot-styles="/x/a"></style></head></html>', 'text/html');
    const fetched = pageOf('<style data-demo-snapshot-styles="/x/a"></style><style data-demo-snapshot-styles="/x/b"></style>');
    const styles = [...fetched.querySelectorAll('style')];
    expect(newStyles(styles, current.head).map((style) => style.getAttribute('data-demo-snapshot-styles'))).toEqual(['/x/b']);
  });

  it('leaves out tags the head has, and repeats; a tag in the page being left does not count', () => {
    const current = new DOMParser().parseFromString(
      '<html><head><style data-emotion="mui 1abc">.mui-1abc{}</style></head><body><style data-emotion="mui 3ghi"></style></body></html>',
      'text/html',
    );
    const fetched = pageOf('<style data-emotion="mui 1abc"></style><style data-emotion="mui 2def"></style><style data-emotion="mui 2def"></style><style data-emotion="mui 3ghi"></style>');
    const styles = [...fetched.querySelectorAll('style')];
    expect(newStyles(styles, current.head).map((style) => style.getAttribute('data-emotion'))).toEqual(['mui 2def', 'mui 3ghi']);
  });
});

describe('loadServerDrawnDemos', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  const html = (body: string): Response => new Response(`<!doctype html><html><body>${body}</body></html>`, {headers: {'content-type': 'text/html; charset=utf-8'}});

  it('stashes each demo under the page and its id; its styles go to the head, once, when the page\'s demos mount', async () => {
    const fetchPage = vi.fn(() => Promise.resolve(html(section('basic', `${BUTTON_STYLE}<button class="mui-1abc">Go</button>`))));
    vi.stubGlobal('fetch', fetchPage);
    await expect(loadServerDrawnDemos('/material-ui/react-one')).resolves.toBe(true);
    await expect(loadServerDrawnDemos('/material-ui/react-one')).resolves.toBe(true);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith('/material-ui/react-one', {credentials: 'same-origin'});
    expect(partStash.take('/material-ui/react-one#basic')).toBe('<button class="mui-1abc">Go</button>');
    const headStyles = (): string[] => [...document.head.querySelectorAll('style')].map((style) => style.outerHTML);
    expect(headStyles()).toEqual([]);
    adoptDrawnStyles('/material-ui/react-other', 'basic');
    expect(headStyles()).toEqual([]);
    adoptDrawnStyles('/material-ui/react-one', 'basic');
    adoptDrawnStyles('/material-ui/react-one', 'basic');
    expect(headStyles()).toEqual([BUTTON_STYLE]);
  });

  it('moves the styles a demo needs as it mounts: its own and those of the demos before it, each once', async () => {
    const second = '<style data-emotion="mui 2def">.mui-2def{}</style>';
    const third = '<style data-emotion="mui 3ghi">.mui-3ghi{}</style>';
    const page = section('one', `${BUTTON_STYLE}<button class="mui-1abc">One</button>`) + section('paid', '') + section('two', `${second}<p class="mui-1abc mui-2def">Two</p>`) + section('three', `${third}<p>Three</p>`);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(html(page))));
    await expect(loadServerDrawnDemos('/material-ui/react-prefix')).resolves.toBe(true);
    const headStyles = (): (string | null)[] => [...document.head.querySelectorAll('style')].map((style) => style.getAttribute('data-emotion'));
    // Mounted in another order than the page's (a later demo first): what each needs is there.
    adoptDrawnStyles('/material-ui/react-prefix', 'two');
    expect(headStyles()).toEqual(['mui 1abc', 'mui 2def']);
    adoptDrawnStyles('/material-ui/react-prefix', 'one');
    adoptDrawnStyles('/material-ui/react-prefix', 'paid');
    expect(headStyles()).toEqual(['mui 1abc', 'mui 2def']);
    adoptDrawnStyles('/material-ui/react-prefix', 'three');
    expect(headStyles()).toEqual(['mui 1abc', 'mui 2def', 'mui 3ghi']);
  });

  it('moves them all for a demo the page\'s HTML does not have', async () => {
    const second = '<style data-emotion="mui 2def">.mui-2def{}</style>';
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(html(section('one', `${BUTTON_STYLE}<b>One</b>`) + section('two', `${second}<b>Two</b>`)))));
    await expect(loadServerDrawnDemos('/material-ui/react-unknown-demo')).resolves.toBe(true);
    adoptDrawnStyles('/material-ui/react-unknown-demo', 'added-since');
    expect([...document.head.querySelectorAll('style')].map((style) => style.getAttribute('data-emotion'))).toEqual(['mui 1abc', 'mui 2def']);
  });

  it.each<[string, () => Promise<Response>]>([
    ['a page without demos', () => Promise.resolve(html('<p>Text</p>'))],
    ['a missing page', () => Promise.resolve(new Response('gone', {status: 404, headers: {'content-type': 'text/html'}}))],
    ['a response that is not a page', () => Promise.resolve(new Response('{}', {headers: {'content-type': 'application/json'}}))],
  ])('resolves false for %s', async (_name, respond) => {
    vi.stubGlobal('fetch', vi.fn(respond));
    await expect(loadServerDrawnDemos(`/material-ui/${_name.replaceAll(' ', '-')}`)).resolves.toBe(false);
  });

  it('takes the demos read as the navigation started, on a worker or as the page\'s response, without fetching again', async () => {
    const fetchPage = vi.fn();
    vi.stubGlobal('fetch', fetchPage);
    // A worker's answer is a structured clone of what it read.
    const read = structuredClone(drawnDemoHtml(`<!doctype html><html><body>${section('basic', `${BUTTON_STYLE}<b>Read</b>`)}</body></html>`));
    await expect(loadServerDrawnDemos('/material-ui/react-read-ahead', () => Promise.resolve(read))).resolves.toBe(true);
    expect(partStash.take('/material-ui/react-read-ahead#basic')).toBe('<b>Read</b>');
    adoptDrawnStyles('/material-ui/react-read-ahead', 'basic');
    expect([...document.head.querySelectorAll('style')].map((style) => style.outerHTML)).toEqual([BUTTON_STYLE]);
    await expect(loadServerDrawnDemos('/material-ui/react-fetched-ahead', () => Promise.resolve(html(section('basic', '<b>Fetched</b>'))))).resolves.toBe(true);
    expect(partStash.take('/material-ui/react-fetched-ahead#basic')).toBe('<b>Fetched</b>');
    await expect(loadServerDrawnDemos('/material-ui/react-nothing-read', () => Promise.resolve(null))).resolves.toBe(false);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('resolves false when offline, and tries again at the next call', async () => {
    const fetchPage = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(html(section('later', '<p>Later</p>')));
    vi.stubGlobal('fetch', fetchPage);
    await expect(loadServerDrawnDemos('/material-ui/react-offline')).resolves.toBe(false);
    await expect(loadServerDrawnDemos('/material-ui/react-offline')).resolves.toBe(true);
    expect(partStash.take('/material-ui/react-offline#later')).toBe('<p>Later</p>');
  });
});
