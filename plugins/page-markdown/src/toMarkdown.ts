/**
 * One docs page (its MDX or Markdown source) → plain Markdown a reader or a language model can
 * use: the page's title and description on top, its demos' TypeScript inline, and no MDX left
 * (no imports, no expressions, no JSX tags).
 *
 * The text is cut from the source, not printed again from a syntax tree: code blocks, tables and
 * prose stay exactly as written, and only the MDX constructs are replaced (`replacementOf`).
 * Pure: the demos' code is passed in (`demoSource`), so the rules are table-tested.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';

/** The few mdast/MDX node fields this module reads. */
interface SourceNode {
  readonly type: string;
  readonly name?: string | null;
  readonly depth?: number;
  readonly value?: string;
  readonly attributes?: readonly {readonly type: string; readonly name?: string; readonly value?: unknown}[];
  readonly children?: readonly SourceNode[];
  readonly data?: {readonly directiveLabel?: boolean};
  readonly position?: {readonly start: {readonly line: number; readonly offset?: number}; readonly end: {readonly offset?: number}};
}

/** A demo's code, or why it cannot be had (the caller names the file; the line is added here). */
export type DemoSource = {readonly title: string; readonly code: string} | {readonly error: string};

export interface PageMarkdownInput {
  /** The page's source text (front matter included). */
  readonly source: string;
  /** The page's file, for error messages (`docs/material-ui/react-button.mdx`). */
  readonly file: string;
  readonly title: string;
  readonly description: string;
  /** The demo a `{{"demo": ...}}` line names (the inside of its outer braces is passed). */
  readonly demoSource: (expression: string) => DemoSource | null;
}

/** Admonition types Docusaurus renders (`:::tip`); any other container directive is unwrapped. */
const ADMONITION_LABELS = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
} as const;

/**
 * Components of the pages and how each reads as Markdown; a component not listed is replaced by
 * its children (its text content), and one without children disappears.
 */
const LINK_COMPONENTS = new Set(['Link', 'a']);
const TAB_COMPONENTS = new Set(['TabItem']);
const LINE_BREAKS = new Set(['br']);
const IMAGES = new Set(['img']);

/** Block-level MDX constructs, whose replacement is a block of its own. */
const FLOW_TYPES = new Set(['mdxJsxFlowElement', 'mdxFlowExpression', 'containerDirective']);

class MarkdownPageError extends Error {}

function attribute(node: SourceNode, name: string): string | undefined {
  const found = node.attributes?.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function startOf(node: SourceNode): number {
  return node.position?.start.offset ?? 0;
}

function endOf(node: SourceNode): number {
  return node.position?.end.offset ?? 0;
}

/** Removes the indentation all non-blank lines share (JSX children are often indented). */
export function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((line) => line.slice(common)).join('\n');
}

/** A fence longer than any run of backticks in the code, so the code cannot close it. */
export function fenceFor(code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

function blockquote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '>' : `> ${line}`))
    .join('\n');
}

/** The value of an inline expression that is a plain string literal (`{' '}`), else nothing. */
function stringLiteral(expression: string): string {
  const match = /^\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1\s*$/.exec(expression);
  return match ? (match[2] ?? '').replace(/\\(.)/g, '$1') : '';
}

class PageRenderer {
  constructor(
    private readonly input: PageMarkdownInput,
    private readonly source: string,
  ) {}

  /** The source from `from` to `to` with every MDX construct among `nodes` replaced. */
  range(nodes: readonly SourceNode[], from: number, to: number): string {
    let output = '';
    let cursor = from;
    for (const node of nodes) {
      const before = this.source.slice(cursor, startOf(node));
      const replacement = this.node(node);
      const indent = FLOW_TYPES.has(node.type) && replacement !== '' ? /(?:^|\n)([ \t]*)$/.exec(before)?.[1] : undefined;
      // A block that replaced a flow construct keeps its place in a list item (the construct's
      // indentation on every line) and stands apart from its neighbours (blank lines around).
      output +=
        indent === undefined
          ? before + replacement
          : `${before.slice(0, before.length - indent.length)}\n${replacement
              .split('\n')
              .map((line) => (line === '' ? '' : indent + line))
              .join('\n')}\n`;
      cursor = endOf(node);
    }
    return output + this.source.slice(cursor, to);
  }

  /** Where the line of `offset` starts, when only indentation precedes it on that line. */
  private indentedStart(offset: number): number {
    const lineStart = this.source.lastIndexOf('\n', offset - 1) + 1;
    return /^[ \t]*$/.test(this.source.slice(lineStart, offset)) ? lineStart : offset;
  }

  /** The nodes' text with its first line's indentation, so that `dedent` sees every line's. */
  private block(nodes: readonly SourceNode[]): string {
    const first = nodes[0];
    const last = nodes.at(-1);
    return first && last ? dedent(this.range(nodes, this.indentedStart(startOf(first)), endOf(last))).trim() : '';
  }

  private children(node: SourceNode): string {
    const children = node.children ?? [];
    const first = children[0];
    const last = children.at(-1);
    return first && last ? this.range(children, startOf(first), endOf(last)) : '';
  }

  private node(node: SourceNode): string {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return '';
      case 'mdxFlowExpression':
        return this.flowExpression(node);
      case 'mdxTextExpression':
        return stringLiteral(node.value ?? '');
      case 'mdxJsxFlowElement':
        return this.jsx(node, true);
      case 'mdxJsxTextElement':
        return this.jsx(node, false);
      case 'containerDirective':
        return this.container(node);
      // `key:value` in prose reads as a directive to the parser; Docusaurus shows it as text.
      case 'textDirective':
      case 'leafDirective':
        return this.source.slice(startOf(node), endOf(node));
      default:
        return node.children ? this.range(node.children, startOf(node), endOf(node)) : this.source.slice(startOf(node), endOf(node));
    }
  }

  private fail(node: SourceNode, message: string): never {
    throw new MarkdownPageError(`${this.input.file}:${node.position?.start.line ?? '?'}: ${message}`);
  }

  /** A demo line becomes the demo's code; a comment or any other expression disappears. */
  private flowExpression(node: SourceNode): string {
    const demo = this.input.demoSource(node.value ?? '');
    if (demo === null) {
      return '';
    }
    if ('error' in demo) {
      this.fail(node, demo.error);
    }
    const code = demo.code.replace(/\s+$/, '');
    const fence = fenceFor(code);
    return `${fence}tsx title=${JSON.stringify(demo.title)}\n${code}\n${fence}`;
  }

  private jsx(node: SourceNode, flow: boolean): string {
    const name = node.name ?? '';
    if (LINE_BREAKS.has(name)) {
      return flow ? '' : '<br>';
    }
    const inner = flow ? this.block(node.children ?? []) : this.children(node);
    const href = attribute(node, 'to') ?? attribute(node, 'href');
    if (LINK_COMPONENTS.has(name) && href !== undefined) {
      // An anchor to its own row (the API tables' prop names) is just the name.
      return href.startsWith('#') || inner === '' ? inner : `[${inner}](${href})`;
    }
    const src = attribute(node, 'src');
    if (IMAGES.has(name) && src !== undefined) {
      return `![${attribute(node, 'alt') ?? ''}](${src})`;
    }
    const label = attribute(node, 'label') ?? attribute(node, 'value');
    if (TAB_COMPONENTS.has(name) && label !== undefined) {
      return `**${label}**\n\n${inner}`;
    }
    return inner;
  }

  /** `:::warning[Title]` … `:::` becomes a blockquote led by its kind (and title). */
  private container(node: SourceNode): string {
    const kind = node.name ?? '';
    const children = node.children ?? [];
    const [first, ...rest] = children;
    const hasLabel = first?.data?.directiveLabel === true;
    const body = hasLabel ? rest : children;
    const content = this.block(body);
    if (!(kind in ADMONITION_LABELS)) {
      return content;
    }
    const label = ADMONITION_LABELS[kind as keyof typeof ADMONITION_LABELS];
    const title = hasLabel && first ? this.children(first).trim() : '';
    const heading = `**${title === '' ? label : `${label}: ${title}`}**`;
    return blockquote(content === '' ? heading : `${heading}\n\n${content}`);
  }
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** Collapses runs of blank lines that removed imports and components leave behind. */
function tidy(markdown: string): string {
  const parts = markdown.split(/(^[ \t]*(?:```+|~~~+)[^\n]*\n[\s\S]*?^[ \t]*(?:```+|~~~+)[ \t]*$)/m);
  return parts
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n')))
    .join('')
    .trim();
}

/** The page as Markdown; throws naming the file and line of anything it cannot read. */
export function pageToMarkdown(input: PageMarkdownInput): string {
  let tree: SourceNode;
  try {
    tree = parser.parse(input.source) as SourceNode;
  } catch (error) {
    const line = typeof error === 'object' && error !== null && 'line' in error ? String(error.line) : '?';
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${input.file}:${line}: cannot read the page as MDX: ${reason}`);
  }
  const renderer = new PageRenderer(input, input.source);
  let body: string;
  try {
    body = tidy(renderer.range(tree.children ?? [], 0, input.source.length));
  } catch (error) {
    if (error instanceof MarkdownPageError) {
      throw new Error(error.message);
    }
    throw error;
  }
  const firstBlock = (tree.children ?? []).find((child) => child.type !== 'yaml' && child.type !== 'mdxjsEsm' && child.type !== 'mdxFlowExpression');
  const hasOwnTitle = firstBlock?.type === 'heading' && firstBlock.depth === 1;
  const header = [hasOwnTitle ? '' : `# ${input.title}`, input.description.trim() === '' ? '' : blockquote(input.description.trim())].filter(Boolean);
  return `${[...header, body].filter((part) => part !== '').join('\n\n')}\n`;
}
