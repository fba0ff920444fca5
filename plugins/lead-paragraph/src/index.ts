/**
 * Rehype plugin: marks the first paragraph of every doc as its lead, `<p class="description">`
 * (spec §2 "Ad slot ... placed in a page element whose class is description"). The lead is the
 * page's own first paragraph, so nothing is written twice; the ad slot is placed inside it.
 */

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

export const LEAD_CLASS_NAME = 'description';

export function markLeadParagraph(tree: HastNode): void {
  const lead = tree.children?.find((node) => node.type === 'element' && node.tagName === 'p');
  if (!lead) {
    return;
  }
  const existing = lead.properties?.className;
  const classNames = Array.isArray(existing) ? existing.map(String) : typeof existing === 'string' ? existing.split(' ') : [];
  lead.properties = {...lead.properties, className: [...classNames.filter((c) => c !== LEAD_CLASS_NAME), LEAD_CLASS_NAME]};
}

export default function rehypeLeadParagraph(): (tree: HastNode) => void {
  return markLeadParagraph;
}
