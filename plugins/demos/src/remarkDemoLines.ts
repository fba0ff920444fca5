/**
 * Remark plugin: a live demo in one line. A page's `{{"demo": "BasicButtons.tsx"}}` (on a line of
 * its own, in `.md` or `.mdx`) becomes the `Demo` component with that file's `?demo` module, as if
 * the page had imported both: the loader, the variants, the paid-plan gate and the lazy loading
 * are the same. Where the file is: `demoLine.ts`. A line naming a missing file, or written
 * wrongly, fails the build with the page, the line and the file looked for.
 */
import fs from 'node:fs';
import path from 'node:path';
import {demoFileFor, missingDemoMessage, pagePathIn, parseDemoLine} from './demoLine';

export interface DemoLinesOptions {
  /** Absolute path of the demos root (`<site>/src/demos`). */
  readonly demosDir: string;
  /** The product's folder under the demos root (`material-ui`). */
  readonly productDemosFolder: string;
  /** Absolute path of the docs instance's content (`<site>/docs/material-ui`). */
  readonly docsDir: string;
  /** Absolute path of its version snapshots (`<site>/material-ui_versioned_docs`). */
  readonly versionedDocsDir: string;
  /** The module whose default export renders a demo (`@site/src/components/Demo`). */
  readonly demoComponent: string;
  /** How the page's code imports the demos root (`@site/src/demos`). */
  readonly demosImportPrefix: string;
}

/** The few mdast/MDX node shapes this plugin reads and writes. */
interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  position?: {start: {line: number}};
  [key: string]: unknown;
}

interface PageFile {
  readonly path?: string;
}

const PLUGIN_NAME = 'demos (one-line demos)';
const COMPONENT_NAME = 'OneLineDemo';

function requireString(options: Record<string, unknown>, key: keyof DemoLinesOptions): string {
  const value = options[key];
  if (typeof value !== 'string' || value === '') {
    throw new Error(`${PLUGIN_NAME}: option "${key}" is required and must be a non-empty string, got ${JSON.stringify(value)}.`);
  }
  return value;
}

function validateOptions(options: unknown): DemoLinesOptions {
  const record = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
  return {
    demosDir: requireString(record, 'demosDir'),
    productDemosFolder: requireString(record, 'productDemosFolder'),
    docsDir: requireString(record, 'docsDir'),
    versionedDocsDir: requireString(record, 'versionedDocsDir'),
    demoComponent: requireString(record, 'demoComponent'),
    demosImportPrefix: requireString(record, 'demosImportPrefix'),
  };
}

function identifier(name: string) {
  return {type: 'Identifier', name};
}

function importDefault(local: string, source: string): MdNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: identifier(local)}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}

function demoElement(id: string, moduleName: string): MdNode {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT_NAME,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'id', value: id},
      {
        type: 'mdxJsxAttribute',
        name: 'demo',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: moduleName,
          data: {estree: {type: 'Program', sourceType: 'module', comments: [], body: [{type: 'ExpressionStatement', expression: identifier(moduleName)}]}},
        },
      },
    ],
    children: [],
  };
}

/**
 * The expression a node may hold a demo line in: MDX parses `{{...}}` on a line as an expression
 * (`{...}` inside); a page read as CommonMark (`format: 'md'`) sees a paragraph of that text.
 */
function demoLineExpression(node: MdNode): string | null {
  if (node.type === 'mdxFlowExpression' && typeof node.value === 'string') {
    return node.value;
  }
  const only = node.type === 'paragraph' && node.children?.length === 1 ? node.children[0] : undefined;
  const text = only?.type === 'text' && typeof only.value === 'string' ? /^\{(\{[\s\S]*\})\}$/.exec(only.value.trim()) : null;
  return text?.[1] ?? null;
}

function listFolder(folder: string): string[] | null {
  try {
    return fs.readdirSync(folder);
  } catch {
    return null;
  }
}

export default function remarkDemoLines(options?: unknown): (tree: MdNode, file: PageFile) => void {
  const settings = validateOptions(options);
  return (tree, file) => {
    const pageFile = file.path ?? '(unknown page)';
    const where = (node: MdNode) => `${path.relative(process.cwd(), pageFile)}:${node.position?.start.line ?? '?'}`;
    const imports: MdNode[] = [];
    const ids = new Map<string, string>();

    const visit = (parent: MdNode): void => {
      const children = parent.children ?? [];
      for (const [index, node] of children.entries()) {
        const expression = demoLineExpression(node);
        if (expression !== null) {
          const line = parseDemoLine(expression);
          if (line === null) {
            continue;
          }
          if ('error' in line) {
            throw new Error(`${where(node)}: ${line.error}`);
          }
          const pagePath = pagePathIn(pageFile, settings.docsDir, settings.versionedDocsDir);
          if (pagePath === null) {
            throw new Error(`${where(node)}: a demo line is only understood in the pages of ${settings.docsDir}`);
          }
          const demoFile = demoFileFor(line, settings.productDemosFolder, pagePath);
          const absolute = path.join(settings.demosDir, demoFile);
          if (!fs.existsSync(absolute)) {
            throw new Error(`${where(node)}: ${missingDemoMessage(line, demoFile, listFolder(path.dirname(absolute)))}`);
          }
          const earlier = ids.get(line.id);
          if (earlier !== undefined) {
            throw new Error(`${where(node)}: the demo id "${line.id}" is used on this page already (line ${earlier}); give this one its own with "id"`);
          }
          ids.set(line.id, String(node.position?.start.line ?? '?'));
          const moduleName = `oneLineDemo${imports.length}`;
          imports.push(importDefault(moduleName, `${settings.demosImportPrefix}/${demoFile}?demo`));
          children[index] = demoElement(line.id, moduleName);
        } else if (node.children) {
          visit(node);
        }
      }
    };
    visit(tree);

    if (imports.length > 0) {
      tree.children = [importDefault(COMPONENT_NAME, settings.demoComponent), ...imports, ...(tree.children ?? [])];
    }
  };
}
