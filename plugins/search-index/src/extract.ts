/**
 * Turns one built page's HTML into search records: the page (title and lead text), each h2/h3
 * section with its anchor, and each API prop with its `#prop-<name>` anchor. Reads what the
 * reader sees (after MDX, generated API tables and components have rendered), which is why the
 * index is built from build/ and not from the Markdown sources.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'cheerio';
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
const PROP_ID = /^prop-/;
// Code, controls, hidden helpers and the live examples of demos (sample data: names, toppings,
// table rows; marked `data-demo-preview` by the site's Demo component) say nothing a reader
// would search the page for.
const NOISE = 'h1, pre, script, style, svg, button, .hash-link, [aria-hidden="true"], [data-demo-preview]';
// Cells, items and blocks are separate words even where the HTML has no space between them.
const BLOCKS = 'td, th, li, p, div, tr, dt, dd, br';

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

function textOf($: CheerioAPI, node: AnyNode): string {
  if ($(node).is(NOISE)) {
    return '';
  }
  const copy = $(node).clone();
  copy.find(NOISE).remove();
  copy.find(BLOCKS).append(' ');
  // A props table is indexed prop by prop; its text would only repeat them in the section.
  copy.find('table').filter((_i, table) => $(table).find('[id^="prop-"]').length > 0).remove();
  if (copy.is('table') && $(node).find('[id^="prop-"]').length > 0) {
    return '';
  }
  return clean(copy.text());
}

/** An h2/h3 with an anchor, or null. */
function sectionHeading(node: AnyNode): Element | null {
  return 'attribs' in node && (node.name === 'h2' || node.name === 'h3') && node.attribs.id ? node : null;
}

/** Returns null when the HTML is not a docs page (no Markdown container or no h1). */
export function extractPage(html: string): ExtractedPage | null {
  const $ = load(html);
  const root = $(CONTENT_SELECTOR).first();
  const title = clean(root.find('h1').first().text() || $('article h1').first().text());
  if (root.length === 0 || title === '') {
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
  for (const node of root.children().toArray()) {
    const heading = sectionHeading(node);
    if (heading) {
      flush();
      section = {anchor: heading.attribs.id ?? '', heading: textOf($, heading), text: ''};
      continue;
    }
    // Collected only up to the limit: a long section's tail is never shipped.
    const text = textOf($, node);
    if (section) {
      if (section.text.length < TEXT_LIMITS.section) {
        section.text = clean(`${section.text} ${text}`);
      }
    } else if (lead.length < TEXT_LIMITS.page) {
      lead = clean(`${lead} ${text}`);
    }
    $(node)
      .find('[id]')
      .filter((_i, element) => PROP_ID.test($(element).attr('id') ?? ''))
      .each((_i, element) => {
        const anchor = $(element).attr('id') ?? '';
        const row = $(element).closest('tr');
        const description = row.length ? textOf($, row.children('td').last().get(0) ?? element) : '';
        records.push({kind: RECORD_KIND.prop, anchor, heading: anchor.replace(PROP_ID, ''), text: clip(description, TEXT_LIMITS.prop)});
      });
  }
  flush();
  return {title, records: [{kind: RECORD_KIND.page, anchor: '', heading: '', text: clip(lead, TEXT_LIMITS.page)}, ...records]};
}
