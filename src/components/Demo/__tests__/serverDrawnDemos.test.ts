// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {partStash} from '../../HydrateNearViewport/partStash';
import loadServerDrawnDemos, {adoptDrawnStyles, demosHtmlOf, drawnDemoParts, newStyles} from '../serverDrawnDemos';

/** A demo section as the Demo component renders it, around one part's HTML. */
function section(id: string, part: string, partAttributes = ''): string {
  return `<section id="${id}" data-demo-code=""><div data-demo-preview=""><div class="part"${partAttributes}>${part}</div></div><div id="${id}-code"><pre>code</pre></div></section>`;
}

function pageOf(body: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head></head><body>${body}</body></html>`, 'text/html');
}

const BUTTON_STYLE = '<style data-emotion="mui 1abc">.mui-1abc{color:red}</style>';
const GLOBAL_STYLE = '<style data-emotion="mui-global 9zz">body{margin:0}</style>';

describe('drawnDemoParts', () => {
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
    [
      'the snapshots\' stylesheet is taken with them',
      '<style data-demo-snapshot-styles="/x/grid">.mui-1jd{height:260px}</style>' + section('grid', '<div class="mui-1jd">rows</div>', ' data-demo-snapshot="grid" data-demo-snapshot-taken=""'),
      {grid: '<div class="mui-1jd">rows</div>'},
      [null],
    ],
  ])('%s', (_name, body, parts, styles) => {
    const drawn = drawnDemoParts(pageOf(body));
    expect(Object.fromEntries(drawn.parts)).toEqual(parts);
    expect(drawn.styles.map((style) => style.getAttribute('data-emotion'))).toEqual(styles);
    expect(drawn.styles.filter((style) => style.hasAttribute('data-demo-snapshot-styles')).length).toBe(styles.filter((style) => style === null).length);
  });
});

describe('demosHtmlOf', () => {
  it.each<[string, string, string]>([
    ['the article alone', '<html><body><nav>menu</nav><article><section>demo</section></article><footer></footer></body></html>', '<article><section>demo</section></article>'],
    [
      'the snapshots\' stylesheet, then the article',
      '<html><head><style>.site{}</style><style data-demo-snapshot-styles="/x/grid">.mui-1{} .a::after{content:"<\\/style>"}</style></head><body><article><p>x</p></article></body></html>',
      '<style data-demo-snapshot-styles="/x/grid">.mui-1{} .a::after{content:"<\\/style>"}</style><article><p>x</p></article>',
    ],
    ['an article with attributes, and one nested', '<main><article class="a"><article>inner</article></article></main>', '<article class="a"><article>inner</article></article>'],
    ['the whole page without one', '<html><body><p>text</p></body></html>', '<html><body><p>text</p></body></html>'],
    ['the whole page with an unclosed one', '<body><article><p>text</p></body>', '<body><article><p>text</p></body>'],
  ])('%s', (_name, html, expected) => {
    expect(demosHtmlOf(html)).toBe(expected);
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
    adoptDrawnStyles('/material-ui/react-other');
    expect(headStyles()).toEqual([]);
    adoptDrawnStyles('/material-ui/react-one');
    adoptDrawnStyles('/material-ui/react-one');
    expect(headStyles()).toEqual([BUTTON_STYLE]);
  });

  it.each<[string, () => Promise<Response>]>([
    ['a page without demos', () => Promise.resolve(html('<p>Text</p>'))],
    ['a missing page', () => Promise.resolve(new Response('gone', {status: 404, headers: {'content-type': 'text/html'}}))],
    ['a response that is not a page', () => Promise.resolve(new Response('{}', {headers: {'content-type': 'application/json'}}))],
  ])('resolves false for %s', async (_name, respond) => {
    vi.stubGlobal('fetch', vi.fn(respond));
    await expect(loadServerDrawnDemos(`/material-ui/${_name.replaceAll(' ', '-')}`)).resolves.toBe(false);
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
