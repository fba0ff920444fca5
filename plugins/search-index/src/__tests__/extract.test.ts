import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {clip, extractPage, TEXT_LIMITS} from '../extract';
import {buildIndexFile, serializeIndex} from '../build';
import searchIndexPlugin, {readOptions} from '..';
import {RECORD_KIND} from '../format';

/** The parts of a built docs page the extractor reads, as Docusaurus and the API pages render them. */
const API_PAGE = `<html><body><nav>Navbar words</nav><article><div class="theme-doc-markdown markdown">
<header><h1>Button API</h1></header>
<p class="description">API reference for the Button component.</p>
<h2 class="anchor" id="demos">Demos<a href="#demos" class="hash-link">\u200b</a></h2>
<ul><li>Button Group</li><li>Button</li></ul>
<h2 class="anchor" id="props">Props<a href="#props" class="hash-link">\u200b</a></h2>
<div id="props-table"><table><tbody>
<tr><td><a href="#prop-disableElevation" id="prop-disableElevation"><code>disableElevation</code></a></td><td><code>boolean</code></td><td><code>false</code></td><td>If <code>true</code>, no elevation is used.</td></tr>
</tbody></table></div>
<h3 class="anchor" id="usage">Usage<a href="#usage" class="hash-link">\u200b</a></h3>
<pre><code>const hidden = 'code';</code></pre>
<section><div data-demo-preview=""><label>Cheese</label><label>Olives</label></div></section>
<table><tr><td>Cell</td><td>words</td></tr></table>
</div></article></body></html>`;

describe('extractPage', () => {
  it('reads the title, the lead, h2/h3 sections and props, leaving out code, links, demos and prop tables', () => {
    expect(extractPage(API_PAGE)).toEqual({
      title: 'Button API',
      records: [
        {kind: RECORD_KIND.page, anchor: '', heading: '', text: 'API reference for the Button component.'},
        {kind: RECORD_KIND.section, anchor: 'demos', heading: 'Demos', text: 'Button Group Button'},
        {kind: RECORD_KIND.prop, anchor: 'prop-disableElevation', heading: 'disableElevation', text: 'If true, no elevation is used.'},
        {kind: RECORD_KIND.section, anchor: 'props', heading: 'Props', text: ''},
        {kind: RECORD_KIND.section, anchor: 'usage', heading: 'Usage', text: 'Cell words'},
      ],
    });
  });

  it('reads minified HTML, whose optional end tags are left out, as the browser does', () => {
    const html = '<!doctype html><html><body><nav>Menu</nav><article><div class="theme-doc-markdown markdown"><h1>Link</h1><p>Lead<h2 id=props>Props</h2><table><thead><tr><th>Prop<th>Default<tbody><tr><td>href<td>none</table></div></article><footer>Footer</footer>';
    expect(extractPage(html)?.records).toEqual([
      {kind: RECORD_KIND.page, anchor: '', heading: '', text: 'Lead'},
      {kind: RECORD_KIND.section, anchor: 'props', heading: 'Props', text: 'Prop Default href none'},
    ]);
  });

  it.each([
    ['a page without the Markdown container', '<html><body><h1>Home</h1></body></html>'],
    ['a page without a title', '<div class="theme-doc-markdown"><p>Text</p></div>'],
  ])('skips %s', (_name, html) => {
    expect(extractPage(html)).toBeNull();
  });

  it('keeps a long section to its limit, cut between words', () => {
    const words = Array.from({length: 200}, (_v, i) => `word${i}`).join(' ');
    const page = extractPage(`<div class="theme-doc-markdown"><h1>T</h1><h2 id="s">S</h2><p>${words}</p><p>${words}</p></div>`);
    const text = page?.records[1]?.text ?? '';
    expect(text.length).toBeLessThanOrEqual(TEXT_LIMITS.section);
    expect(words.startsWith(text)).toBe(true);
    expect(words.charAt(text.length)).toBe(' ');
  });

  it.each<[string, number, string]>([
    ['short', 10, 'short'],
    ['one two three', 9, 'one two'],
    ['unbroken-long-word', 8, 'unbroken'],
  ])('clips %j to %i as %j', (text, limit, expected) => {
    expect(clip(text, limit)).toBe(expected);
  });
});

describe('index file', () => {
  const page = {title: 'Button API', records: [{kind: RECORD_KIND.page, anchor: '', heading: '', text: 'Lead'}]};

  it('lists pages by path and points records at them, named by content', () => {
    const file = buildIndexFile([
      {path: '/b', product: 'x', page},
      {path: '/a', product: 'material-ui', page},
    ]);
    expect(file).toEqual({
      v: 1,
      pages: [
        ['/a', 'Button API', 'material-ui'],
        ['/b', 'Button API', 'x'],
      ],
      records: [
        [0, 0, '', '', 'Lead'],
        [1, 0, '', '', 'Lead'],
      ],
    });
    const first = serializeIndex(file, '/assets/search');
    expect(first.names.fileName).toMatch(/^index\.[0-9a-f]{10}\.json$/);
    expect(first.text.fileName).toMatch(/^text\.[0-9a-f]{10}\.json$/);
    // The names file answers first: the records without their text, which the text file holds.
    expect((JSON.parse(first.names.json) as {records: unknown}).records).toEqual([
      [0, 0, '', '', ''],
      [1, 0, '', '', ''],
    ]);
    expect(JSON.parse(first.text.json)).toEqual({v: 1, texts: ['Lead', 'Lead']});
    expect(first.manifest).toMatchObject({
      v: 1,
      index: `/assets/search/${first.names.fileName}`,
      text: `/assets/search/${first.text.fileName}`,
      pages: 2,
      records: 2,
    });
    const other = serializeIndex(buildIndexFile([{path: '/a', product: 'x', page}]), '/assets/search');
    expect(other.names.fileName).not.toBe(first.names.fileName);
    const otherText = serializeIndex(buildIndexFile([{path: '/a', product: 'x', page: {...page, records: [{...page.records[0]!, text: 'Other'}]}}, {path: '/b', product: 'x', page}]), '/assets/search');
    expect(otherText.text.fileName).not.toBe(first.text.fileName);
  });
});

describe('plugin options', () => {
  it.each<[string, unknown, string]>([
    ['no options', undefined, 'search-index plugin: option "docsPluginIds" must be a non-empty list of docs plugin ids, got nothing.'],
    ['an empty list', {docsPluginIds: []}, 'option "docsPluginIds" must be a non-empty list'],
    ['a bad exclusion', {docsPluginIds: ['x'], excludePaths: '/experiments/'}, 'option "excludePaths" must be a list of path prefixes'],
  ])('rejects %s, naming the plugin and the option', (_name, options, message) => {
    expect(() => readOptions(options)).toThrow(message);
    expect(() => searchIndexPlugin({baseUrl: '/'} as LoadContext, options)).toThrow(message);
  });
});
