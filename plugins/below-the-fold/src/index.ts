/**
 * Remark plugin: a page's content past its first screens goes into one element, the component
 * named by the `componentName` option, so that a client-side navigation can render the first
 * screens first and the rest right after they are painted (the component decides when; on the
 * server and while hydrating it renders everything at once, so the HTML is the whole page).
 *
 * Where the first screens end is estimated from the Markdown: each block gets a height in CSS
 * pixels at the desktop column's width (a phone's narrower column only makes the first part
 * taller than estimated, which is the safe side). Imports and exports stay at the top level, where
 * MDX requires them. A page whose rest would be short is left as it is.
 */

/** The fields of a Markdown (mdast) node this plugin reads. */
export interface MdNode {
  type: string;
  name?: string | null;
  depth?: number;
  value?: string;
  children?: MdNode[];
}

export interface BelowTheFoldOptions {
  /** The MDX component that wraps the rest of the page; it must be in the MDX components map. */
  readonly componentName: string;
}

const PLUGIN_NAME = 'below-the-fold';

/**
 * Estimated heights, in CSS pixels at the desktop content column (about 90 characters a line).
 * `firstScreens`: how much content is rendered first: close to two screens of a 900 px window, so
 * that a tall window or an estimate that is too short still has its first screen filled at once.
 * `leastRest`: a rest shorter than this is not worth a second render.
 */
export const BELOW_THE_FOLD_HEIGHTS = {
  firstScreens: 1600,
  leastRest: 800,
  charactersPerLine: 90,
  lineHeight: 26,
  paragraphMargin: 20,
  heading: {2: 72, 3: 56, other: 48},
  codeLine: 21,
  codeChrome: 48,
  listItem: 12,
  tableRow: 44,
  demo: 420,
  otherElement: 160,
  otherBlock: 48,
} as const;

/** The MDX components whose name says they draw a demo (one-line demos, and demos written as JSX). */
const DEMO_NAME = /Demo/;

function textLength(node: MdNode): number {
  if (typeof node.value === 'string' && node.type !== 'code') {
    return node.value.length;
  }
  return (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);
}

function textHeight(node: MdNode): number {
  const {charactersPerLine, lineHeight, paragraphMargin} = BELOW_THE_FOLD_HEIGHTS;
  return paragraphMargin + lineHeight * Math.max(1, Math.ceil(textLength(node) / charactersPerLine));
}

/** The estimated height of one top-level block. */
export function estimatedHeight(node: MdNode): number {
  const h = BELOW_THE_FOLD_HEIGHTS;
  switch (node.type) {
    case 'heading':
      return node.depth === 2 ? h.heading[2] : node.depth === 3 ? h.heading[3] : h.heading.other;
    case 'paragraph':
    case 'blockquote':
      return textHeight(node);
    case 'code':
      return h.codeChrome + h.codeLine * (node.value ?? '').split('\n').length;
    case 'list':
      return h.paragraphMargin + (node.children ?? []).reduce((sum, item) => sum + h.listItem + textHeight(item) - h.paragraphMargin, 0);
    case 'table':
      return h.paragraphMargin + h.tableRow * (node.children ?? []).length;
    case 'mdxjsEsm':
      return 0;
    case 'mdxJsxFlowElement':
      return typeof node.name === 'string' && DEMO_NAME.test(node.name) ? h.demo : Math.max(h.otherElement, textHeight(node));
    default:
      return h.otherBlock;
  }
}

/**
 * The index of the first top-level block that goes below the fold, or null when the page is
 * short enough to render in one go.
 */
export function foldIndex(blocks: readonly MdNode[]): number | null {
  const {firstScreens, leastRest} = BELOW_THE_FOLD_HEIGHTS;
  let height = 0;
  let fold: number | null = null;
  let rest = 0;
  for (const [index, block] of blocks.entries()) {
    if (fold === null) {
      height += estimatedHeight(block);
      if (height >= firstScreens && index + 1 < blocks.length) {
        fold = index + 1;
      }
    } else {
      rest += estimatedHeight(block);
    }
  }
  return fold !== null && rest >= leastRest ? fold : null;
}

function validateOptions(options: unknown): BelowTheFoldOptions {
  const componentName: unknown = typeof options === 'object' && options !== null && 'componentName' in options ? options.componentName : undefined;
  if (typeof componentName !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(componentName)) {
    throw new Error(
      `${PLUGIN_NAME} (remark plugin): option "componentName" is required and must be a component's name (PascalCase), ` +
        `got ${componentName === undefined ? 'nothing' : JSON.stringify(componentName)}. ` +
        'Pass it as [remarkBelowTheFold, {componentName}] in the docs plugin options, and put the component in the MDX components map.',
    );
  }
  return {componentName};
}

/** Moves the blocks past the fold into one element; imports and exports stay where they are. */
export function wrapBelowTheFold(tree: MdNode, componentName: string): void {
  const children = tree.children ?? [];
  const fold = foldIndex(children.filter((node) => node.type !== 'mdxjsEsm'));
  if (fold === null) {
    return;
  }
  const wrapper: MdNode = {type: 'mdxJsxFlowElement', name: componentName, children: []};
  const kept: MdNode[] = [];
  let block = 0;
  for (const node of children) {
    if (node.type === 'mdxjsEsm') {
      kept.push(node);
      continue;
    }
    if (block === fold) {
      kept.push(wrapper);
    }
    (block >= fold ? wrapper.children ?? [] : kept).push(node);
    block += 1;
  }
  tree.children = kept;
}

export default function remarkBelowTheFold(options?: unknown): (tree: MdNode) => void {
  const {componentName} = validateOptions(options);
  return (tree) => wrapBelowTheFold(tree, componentName);
}
