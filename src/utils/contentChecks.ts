/**
 * Checks a docs page's Markdown/MDX source against the site's content rules. Pure: the caller
 * reads the file and passes its text.
 *
 * - No placeholder text: a page in the navigation is finished or not there.
 * - A lead: the first block after the front matter and imports is a paragraph (the site styles it
 *   as the page's introduction and places the ad beside it).
 * - At least one `##` section.
 * - Component pages: at least two live demos; MUI X feature pages: at least one (see
 *   `minDemosFor`). A demo is a `{{"demo": "File.tsx"}}` line; a page does not import demo modules.
 */

/** Words that mark an unfinished page. `TODO` and `TBD` only in capitals, so prose may say "to-do". */
export const PLACEHOLDER_PATTERNS = [/\bTODO\b/, /\bTBD\b/, /lorem ipsum/i, /coming soon/i] as const;

export const MIN_COMPONENT_DEMOS = 2;
export const MIN_FEATURE_DEMOS = 1;

export interface ContentRules {
  /** Live demos the page needs (0 for a guide). */
  readonly minDemos: number;
}

/** A component page of a core product: `/material-ui/react-button`, `/joy-ui/react-card`, `/system/react-box`. */
const CORE_COMPONENT_PAGE = /^\/(material-ui|joy-ui|system)\/react-[^/]+$/;
/** An MUI X component family's overview: `/x/react-data-grid`. */
const X_OVERVIEW_PAGE = /^\/x\/react-[^/]+$/;
/** An MUI X feature page: `/x/react-data-grid/sorting`, `/x/react-charts/bars`. */
const X_FEATURE_PAGE = /^\/x\/react-[^/]+\/.+$/;
/** MUI X pages that explain rather than show: set-up and reference prose. */
const X_GUIDE_PAGE = /\/(getting-started|quickstart|accessibility|base-concepts|faq|migration[^/]*)$/;

interface NavigationEntry {
  readonly pathname: string;
  /** Pro/Premium pages: their demos need a paid package and licence, so none is required. */
  readonly plan?: string;
}

/** How many live demos a navigation page needs. */
export function minDemosFor({pathname, plan}: NavigationEntry): number {
  if (CORE_COMPONENT_PAGE.test(pathname) || (X_OVERVIEW_PAGE.test(pathname) && plan === undefined)) {
    return MIN_COMPONENT_DEMOS;
  }
  if (X_FEATURE_PAGE.test(pathname) && plan === undefined && !X_GUIDE_PAGE.test(pathname)) {
    return MIN_FEATURE_DEMOS;
  }
  return 0;
}

function withoutFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

/** The first block of the body that is neither an import/export line nor blank. */
function firstBlock(body: string): string | null {
  for (const line of body.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '' || /^(import|export)\s/.test(trimmed)) {
      continue;
    }
    return trimmed;
  }
  return null;
}

/** Lines that start something other than a paragraph: heading, list, quote, table, code, JSX, admonition. */
/** A live demo: `{{"demo": "File.tsx"}}` on a line of its own (plugins/demos). */
const DEMO_LINE = /^\{\{\s*"demo"\s*:/gm;
/** The hand-written form the demo line replaces, so that a page has one way to show a demo. */
const DEMO_IMPORT = /^import\s+\w+\s+from\s+['"][^'"]+\?demo['"]/m;
const NOT_A_PARAGRAPH = /^(#|[-*+]\s|\d+[.)]\s|>|\||```|~~~|<|:::|\{)/;

/** The problems of one page, each a sentence naming the rule; empty when the page is fine. */
export function checkPageContent(source: string, rules: ContentRules): string[] {
  const problems: string[] = [];
  const body = withoutFrontMatter(source);
  for (const pattern of PLACEHOLDER_PATTERNS) {
    const match = pattern.exec(source);
    if (match) {
      problems.push(`contains placeholder text "${match[0]}"`);
    }
  }
  const lead = firstBlock(body);
  if (lead === null || NOT_A_PARAGRAPH.test(lead)) {
    problems.push(`does not start with a lead paragraph (first block: ${lead === null ? 'none' : JSON.stringify(lead.slice(0, 40))})`);
  }
  if (!/^##\s+\S/m.test(body)) {
    problems.push('has no "##" section');
  }
  const demos = body.match(DEMO_LINE)?.length ?? 0;
  if (demos < rules.minDemos) {
    problems.push(`has ${demos} live demo(s); this page needs at least ${rules.minDemos}`);
  }
  if (DEMO_IMPORT.test(body)) {
    problems.push('imports a demo module; name the demo on a line of its own instead: {{"demo": "File.tsx"}}');
  }
  return problems;
}
