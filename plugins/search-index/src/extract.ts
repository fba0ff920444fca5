/**
 * Turns one built page's HTML into search records: the page (title and lead text), each h2/h3
 * section with its anchor, and each API prop with its `#prop-<name>` anchor. Reads what the
 * reader sees (after MDX, generated API tables and components have rendered), which is why the
 * index is built from build/ and not from the Markdown sources.
 */
import {load, type CheerioAPI} from 'cheerio';
import {isTag, isText, type AnyNode, type Element} from 'domhandler';
import {RECORD_KIND, type RecordKind} from './format';

/** Text kept per record: enough to match the words a section is about, small enough to ship. */
export const TEXT_LIMITS = {page: 240, section: 280, prop: 120} as const;

export interface ExtractedRecord {
  readonly kind: RecordKind;
  readonly anchor: string;
  readonly heading: string;
  readonly text: string;
}

export interface ExtractedPage {
  readonly title: string;
  readonly records: readonly ExtractedRecord[];
}

const CONTENT_SELECTOR = '.theme-doc-markdown';
const PROP_ID_PREFIX = 'prop-';
const PROP_ANCHOR = `[id^="${PROP_ID_PREFIX}"]`;
// Code, controls, hidden helpers and the live examples of demos (sample data: names, toppings,
// table rows; marked `data-demo-preview` by the site's Demo component) say nothing a reader
// would search the page for.
const NOISE_TAGS: ReadonlySet<string> = new Set(['h1', 'pre', 'script', 'style', 'svg', 'button']);
const NOISE_CLASS = 'hash-link';
const DEMO_PREVIEW_ATTRIBUTE = 'data-demo-preview';
// Cells, items and blocks are separate words even where the HTML has no space between them.
const BLOCK_TAGS: ReadonlySet<string> = new Set(['td', 'th', 'li', 'p', 'div', 'tr', 'dt', 'dd', 'br']);

function clean(text: string): string {
  // Docusaurus' heading links end in a zero-width space.
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

/** Cuts at a word boundary so no half word is indexed. */
export function clip(text: string, limit: number): string {
  if (text.length <= limit) {
    return text;
  }
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return space > limit / 2 ? cut.slice(0, space) : cut;
}

function isNoise(element: Element): boolean {
  const {attribs} = element;
  return (
    NOISE_TAGS.has(element.name) ||
    attribs['aria-hidden'] === 'true' ||
    attribs[DEMO_PREVIEW_ATTRIBUTE] !== undefined ||
    (attribs.class ?? '').split(/\s+/).includes(NOISE_CLASS)
  );
}

function appendText($: CheerioAPI, node: AnyNode, out: string[]): void {
  if (isText(node)) {
    out.push(node.data);
    return;
  }
  if (!isTag(node) || isNoise(node)) {
    return;
  }
  // A props table is indexed prop by prop; its text would only repeat them in the section.
  if (node.name === 'table' && $(node).find(PROP_ANCHOR).length > 0) {
    return;
  }
  for (const child of node.children) {
    appendText($, child, out);
  }
  if (BLOCK_TAGS.has(node.name)) {
    out.push(' ');
  }
}

/** What a reader sees of `node` as words, without code, controls, demos and props tables. */
function textOf($: CheerioAPI, node: AnyNode): string {
  const out: string[] = [];
  appendText($, node, out);
  return clean(out.join(''));
}

/** An h2/h3 with an anchor, or null. */
function sectionHeading(node: AnyNode): Element | null {
  return isTag(node) && (node.name === 'h2' || node.name === 'h3') && node.attribs.id ? node : null;
}

/**
 * The part of a built page that holds its content: the `<article>` Docusaurus renders the doc in
 * (the rest is site chrome, about half of each page's bytes), or the whole page without one.
 */
function contentHtml(html: string): string {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  return start >= 0 && end > start ? html.slice(start, end + '</article>'.length) : html;
}

/** Returns null when the HTML is not a docs page (no Markdown container or no h1). */
export function extractPage(html: string): ExtractedPage | null {
  // Cheerio's default parser (parse5) follows the HTML standard, which the minified pages need:
  // they leave out optional end tags (`<th>Default<tbody>`), which htmlparser2 would misread.
  const $ = load(contentHtml(html), null, false);
  const root = $(CONTENT_SELECTOR).get(0);
  const heading = root ? $(root).find('h1').get(0) ?? $('article h1').get(0) : undefined;
  const title = heading ? clean($(heading).text()) : '';
  if (!root || title === '') {
    return null;
  }
  const records: ExtractedRecord[] = [];
  let lead = '';
  let section: {anchor: string; heading: string; text: string} | null = null;
  const flush = (): void => {
    if (section) {
      records.push({kind: RECORD_KIND.section, anchor: section.anchor, heading: section.heading, text: clip(section.text, TEXT_LIMITS.section)});
    }
  };
  for (const node of root.children.filter(isTag)) {
    const sectionStart = sectionHeading(node);
    if (sectionStart) {
      flush();
      section = {anchor: sectionStart.attribs.id ?? '', heading: textOf($, sectionStart), text: ''};
      continue;
    }
    // Collected only up to the limit: a long section's tail is never shipped.
    if (section) {
      if (section.text.length < TEXT_LIMITS.section) {
        section.text = clean(`${section.text} ${textOf($, node)}`);
      }
    } else if (lead.length < TEXT_LIMITS.page) {
      lead = clean(`${lead} ${textOf($, node)}`);
    }
    for (const anchor of $(node).find(PROP_ANCHOR).toArray()) {
      const id = anchor.attribs.id ?? '';
      const row = $(anchor).closest('tr');
      const description = row.length > 0 ? textOf($, row.children('td').last().get(0) ?? anchor) : '';
      records.push({kind: RECORD_KIND.prop, anchor: id, heading: id.slice(PROP_ID_PREFIX.length), text: clip(description, TEXT_LIMITS.prop)});
    }
  }
  flush();
  return {title, records: [{kind: RECORD_KIND.page, anchor: '', heading: '', text: clip(lead, TEXT_LIMITS.page)}, ...records]};
}
