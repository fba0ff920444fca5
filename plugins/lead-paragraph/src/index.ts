/**
 * Rehype plugin: marks the first paragraph of every doc as its lead, `<p class="…">` with the
 * class given in the `className` option. The lead is the page's own first paragraph, so nothing
 * is written twice; the site places the page's ad slot inside it.
 */

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

export interface LeadParagraphOptions {
  /** Class added to the lead paragraph; the site's components find the lead by it. */
  readonly className: string;
}

const PLUGIN_NAME = 'lead-paragraph';

function validateOptions(options: unknown): LeadParagraphOptions {
  const className: unknown = typeof options === 'object' && options !== null && 'className' in options ? options.className : undefined;
  if (typeof className !== 'string' || !/^[\w-]+$/.test(className)) {
    throw new Error(
      `${PLUGIN_NAME} (rehype plugin): option "className" is required and must be one CSS class name, ` +
        `got ${className === undefined ? 'nothing' : JSON.stringify(className)}. ` +
        'Pass it as [rehypeLeadParagraph, {className}] in the docs plugin options.',
    );
  }
  return {className};
}

function markLeadParagraph(tree: HastNode, className: string): void {
  const lead = tree.children?.find((node) => node.type === 'element' && node.tagName === 'p');
  if (!lead) {
    return;
  }
  const existing = lead.properties?.className;
  const classNames = Array.isArray(existing) ? existing.map(String) : typeof existing === 'string' ? existing.split(' ') : [];
  lead.properties = {...lead.properties, className: [...classNames.filter((c) => c !== className), className]};
}

export default function rehypeLeadParagraph(options?: unknown): (tree: HastNode) => void {
  const {className} = validateOptions(options);
  return (tree) => markLeadParagraph(tree, className);
}
