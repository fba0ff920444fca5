/**
 * The llms.txt files (https://llmstxt.org): a title, a one-paragraph summary, then sections of
 * links, one page a line with its one-line description. Pure, so the format is table-tested.
 * Also where a page's Markdown lives and how a product's sidebar orders and groups its pages.
 */

export interface LlmsLink {
  readonly title: string;
  readonly url: string;
  readonly description: string;
}

export interface LlmsSection {
  readonly heading: string;
  readonly links: readonly LlmsLink[];
}

export interface LlmsFile {
  readonly title: string;
  readonly summary: string;
  /** Paragraphs between the summary and the sections. */
  readonly details: readonly string[];
  readonly sections: readonly LlmsSection[];
}

/** The name of the index file, at the site's root and at each product's root. */
export const LLMS_TXT = 'llms.txt';

/** Text on one line: a description may wrap in its front matter. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Square brackets would end a link's text early. */
function linkText(text: string): string {
  return oneLine(text).replace(/[[\]\\]/g, '\\$&');
}

/**
 * Where a page's Markdown is served: its address plus `.md` (`/material-ui/react-button.md`);
 * a product's root page (`/material-ui/`) becomes `/material-ui.md`, the site root `/index.md`.
 */
export function markdownPathOf(permalink: string): string {
  const trimmed = permalink.replace(/\/+$/, '');
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}

export function renderLlmsTxt(file: LlmsFile): string {
  const blocks = [`# ${oneLine(file.title)}`, `> ${oneLine(file.summary)}`, ...file.details.map(oneLine)];
  for (const section of file.sections) {
    if (section.links.length === 0) {
      continue;
    }
    const lines = section.links.map((link) => {
      const description = oneLine(link.description);
      return `- [${linkText(link.title)}](${link.url})${description === '' ? '' : `: ${description}`}`;
    });
    blocks.push(`## ${oneLine(section.heading)}\n\n${lines.join('\n')}`);
  }
  return `${blocks.join('\n\n')}\n`;
}

/** A group of a product's pages: a top-level sidebar category, in sidebar order. */
export interface PageGroup {
  readonly heading: string;
  readonly docIds: readonly string[];
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;
}

/** The doc ids a sidebar item reaches (a category's own page first), depth first. */
function docIdsOf(item: unknown): string[] {
  const type = field(item, 'type');
  const id = field(item, 'id');
  if ((type === 'doc' || type === 'ref') && typeof id === 'string') {
    return [id];
  }
  if (type !== 'category') {
    return [];
  }
  const linkId = field(field(item, 'link'), 'id');
  const items = field(item, 'items');
  return [...(typeof linkId === 'string' ? [linkId] : []), ...(Array.isArray(items) ? items.flatMap(docIdsOf) : [])];
}

/**
 * Groups a product's docs as its sidebar does: each top-level category is a group (its label the
 * heading); top-level pages outside a category go to a group named `topLevelHeading`; docs the
 * sidebar does not reach come last, under `otherHeading`, in the order given. A doc is listed once.
 * The sidebar is read defensively: it is the docs plugin's data, not a type of ours.
 */
export function groupBySidebar(sidebarItems: unknown, docIds: readonly string[], headings: {readonly topLevel: string; readonly other: string}): PageGroup[] {
  const known = new Set(docIds);
  const seen = new Set<string>();
  const groups: {heading: string; docIds: string[]}[] = [];
  const take = (ids: readonly string[]) => {
    const fresh = ids.filter((id) => known.has(id) && !seen.has(id));
    fresh.forEach((id) => seen.add(id));
    return fresh;
  };
  const groupNamed = (heading: string) => {
    const last = groups.at(-1);
    if (last?.heading === heading) {
      return last;
    }
    const created = {heading, docIds: []};
    groups.push(created);
    return created;
  };
  for (const item of Array.isArray(sidebarItems) ? sidebarItems : []) {
    const label = field(item, 'label');
    const heading = field(item, 'type') === 'category' && typeof label === 'string' ? label : headings.topLevel;
    const ids = take(docIdsOf(item));
    if (ids.length > 0) {
      groupNamed(heading).docIds.push(...ids);
    }
  }
  const rest = take(docIds);
  if (rest.length > 0) {
    groups.push({heading: headings.other, docIds: rest});
  }
  return groups;
}
