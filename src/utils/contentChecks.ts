/**
 * Checks a docs page's Markdown/MDX source against the site's content rules. Pure: the caller
 * reads the file and passes its text.
 *
 * - No placeholder text: a page in the navigation is finished or not there.
 * - A lead: the first block after the front matter and imports is a paragraph (the site styles it
 *   as the page's introduction and places the ad beside it).
 * - At least one `##` section.
 * - Component pages: at least two live demos.
 */

/** Words that mark an unfinished page. `TODO` and `TBD` only in capitals, so prose may say "to-do". */
export const PLACEHOLDER_PATTERNS = [/\bTODO\b/, /\bTBD\b/, /lorem ipsum/i, /coming soon/i] as const;

export const MIN_COMPONENT_DEMOS = 2;

export interface ContentRules {
  /** Whether the page is a component page, which needs live demos. */
  readonly componentPage: boolean;
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
  if (rules.componentPage) {
    const demos = body.match(/<Demo\b/g)?.length ?? 0;
    if (demos < MIN_COMPONENT_DEMOS) {
      problems.push(`has ${demos} live demo(s); a component page needs at least ${MIN_COMPONENT_DEMOS}`);
    }
  }
  return problems;
}
