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
  const preview = (part: string): string => `<div data-demo-preview=""><div class="part">${part}</div></div>`;
  it.each<[string, string, string]>([
    [
      'each demo section\'s start tag around its preview alone: no code, no text, no chrome',
      `<html><body><nav><div>menu</div></nav><article><p>text</p>${section('one', '<div><div>One</div></div>')}<p>more</p>${section('two', '<p>Two</p>')}</article></body></html>`,
      `<section id="one" data-demo-code="">${preview('<div><div>One</div></div>')}</section><section id="two" data-demo-code="">${preview('<p>Two</p>')}</section>`,
    ],
    [
      'the snapshots\' stylesheet first',
      `<html><head><style>.site{}</style><style data-demo-snapshot-styles="/x/grid">.mui-1{} .a::after{content:"<\\/style>"}</style></head><body>${section('grid', 'rows')}</body></html>`,
      `<style data-demo-snapshot-styles="/x/grid">.mui-1{} .a::after{content:"<\\/style>"}</style><section id="grid" data-demo-code="">${preview('rows')}</section>`,
    ],
    [
      'attributes in any order, unquoted (minified HTML); elements named alike are not divs or sections',
      '<section class=demo id=a data-demo-code="" aria-label="Demo a"><div class=p data-demo-preview=""><divider-line></divider-line><div>x</div></div><div>code</div></section>',
      '<section class=demo id=a data-demo-code="" aria-label="Demo a"><div class=p data-demo-preview=""><divider-line></divider-line><div>x</div></div></section>',
    ],
    ['a section that is not a demo, or an attribute that only starts alike, is left out', '<section id="intro" data-demo-code-x=""><div data-demo-preview=""><p>x</p></div></section>', ''],
    [
      'a demo section without a preview is left out; the next keeps its own',
      `<section id="broken" data-demo-code=""><div>code</div></section>${section('two', 'Two')}`,
      `<section id="two" data-demo-code="">${preview('Two')}</section>`,
    ],
    [
      'a div in a style\'s text, a script\'s or a comment is no element',
      '<section id="a" data-demo-code=""><div data-demo-preview=""><style data-emotion="mui 1">.x:after{content:"<div>"}</style><!-- <div> --><div>x</div></div><div>code</div></section>',
      '<section id="a" data-demo-code=""><div data-demo-preview=""><style data-emotion="mui 1">.x:after{content:"<div>"}</style><!-- <div> --><div>x</div></div></section>',
    ],
    ['a preview cut short (an unfinished file) is left out', '<section id="cut" data-demo-code=""><div data-demo-preview=""><div>half', ''],
    ['nothing from a page without demos', '<html><body><article><p>text</p></article></body></html>', ''],
  ])('%s', (_name, html, expected) => {
    expect(demosHtmlOf(html)).toBe(`<!doctype html>${expected}`);
  });

  it('leaves the demos\' parts as the whole page gives them', () => {
    const html = `<html><head>${BUTTON_STYLE}</head><body><nav><div><a href="/">Home</a></div></nav><article><h1>Title</h1>${section('one', `${BUTTON_STYLE}<button class="mui-1abc">One</button>`)}<div><p>prose</p></div>${section('grid', '<div role="grid"><div>rows</div></div>', ' data-demo-snapshot="grid" data-demo-snapshot-taken=""')}${section('paid', '')}</article><footer><div>links</div></footer></body></html>`;
    const parse = (text: string) => drawnDemoParts(new DOMParser().parseFromString(text, 'text/html'));
    const whole = parse(html);
    const demos = parse(demosHtmlOf(html));
    expect(demos.parts.size).toBe(2);
    expect(demos.parts).toEqual(whole.parts);
    expect(demos.styles.map((style) => style.outerHTML)).toEqual(whole.styles.map((style) => style.outerHTML));
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
