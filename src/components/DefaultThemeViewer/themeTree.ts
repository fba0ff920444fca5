/**
 * Pure helpers of the default theme viewer: turn a theme object into tree nodes, list the nodes a
 * reader can see, and describe leaf values. Deterministic, so the server and the browser render
 * the same tree.
 */

export interface ThemeNode {
  /** Keys from the theme's root, joined by `.`: unique within one theme. */
  readonly path: string;
  readonly name: string;
  readonly value: unknown;
  /** 1 for the theme's own keys. */
  readonly level: number;
  /** Child nodes of an object or array; null for a leaf. */
  readonly children: readonly ThemeNode[] | null;
}

function isBranch(value: unknown): value is Record<string, unknown> | readonly unknown[] {
  return typeof value === 'object' && value !== null;
}

function buildChildren(value: object, parentPath: string, level: number, ancestors: ReadonlySet<object>): ThemeNode[] {
  const nextAncestors = new Set(ancestors).add(value);
  return Object.entries(value).map(([name, child]: [string, unknown]) => {
    const path = parentPath === '' ? name : `${parentPath}.${name}`;
    // A reference back to an ancestor would never end: show it as a leaf.
    const children = isBranch(child) && !nextAncestors.has(child) ? buildChildren(child, path, level + 1, nextAncestors) : null;
    return {path, name, value: child, level, children};
  });
}

/** The theme's own keys as nodes, each with its descendants. */
export function buildThemeTree(theme: object): ThemeNode[] {
  return buildChildren(theme, '', 1, new Set());
}

/** Every node that has children, for "expand all". */
export function branchPaths(nodes: readonly ThemeNode[]): string[] {
  const paths: string[] = [];
  const visit = (list: readonly ThemeNode[]): void => {
    list.forEach((node) => {
      if (node.children !== null) {
        paths.push(node.path);
        visit(node.children);
      }
    });
  };
  visit(nodes);
  return paths;
}

/** The nodes in reading order, skipping the descendants of collapsed nodes. */
export function visibleNodes(nodes: readonly ThemeNode[], expanded: ReadonlySet<string>): ThemeNode[] {
  const list: ThemeNode[] = [];
  const visit = (level: readonly ThemeNode[]): void => {
    level.forEach((node) => {
      list.push(node);
      if (node.children !== null && expanded.has(node.path)) {
        visit(node.children);
      }
    });
  };
  visit(nodes);
  return list;
}

/** The path of a node's parent, or null for the theme's own keys. */
export function parentPath(node: ThemeNode, visible: readonly ThemeNode[]): string | null {
  const index = visible.indexOf(node);
  for (let i = index - 1; i >= 0; i -= 1) {
    const candidate = visible[i];
    if (candidate !== undefined && candidate.level === node.level - 1) {
      return candidate.path;
    }
  }
  return null;
}

const COLOR_PATTERN = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab|color)\([^()]*\))$/i;

/** True for strings that are a single CSS colour, which the viewer shows with a swatch. */
export function isColor(value: unknown): value is string {
  return typeof value === 'string' && COLOR_PATTERN.test(value.trim());
}

/** The text shown for a leaf, or the summary of a collapsed branch. */
export function describeValue(value: unknown): string {
  if (typeof value === 'function') {
    // Parameter names differ between the server and the minified browser bundle: do not show them.
    return 'f(...)';
  }
  if (typeof value === 'string') {
    return `'${value}'`;
  }
  if (Array.isArray(value)) {
    return `[…] ${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  }
  if (isBranch(value)) {
    const count = Object.keys(value).length;
    return `{…} ${count} ${count === 1 ? 'key' : 'keys'}`;
  }
  if (value === undefined) {
    return 'undefined';
  }
  return JSON.stringify(value);
}

/** A category of a leaf value, used to colour it. */
export function valueKind(value: unknown): 'string' | 'number' | 'boolean' | 'function' | 'empty' | 'branch' {
  if (typeof value === 'function') {
    return 'function';
  }
  if (typeof value === 'string') {
    return 'string';
  }
  if (typeof value === 'number') {
    return 'number';
  }
  if (typeof value === 'boolean') {
    return 'boolean';
  }
  if (isBranch(value)) {
    return 'branch';
  }
  return 'empty';
}

export interface FilteredTree {
  /** The matching nodes, whole, and the ancestors that lead to them. */
  readonly nodes: ThemeNode[];
  /** The ancestors of the matches, opened so that every match is visible. */
  readonly expanded: Set<string>;
  /** How many nodes match. */
  readonly matches: number;
}

/**
 * True when the node matches a lower-cased term: by key or leaf value, or, for a dotted term such
 * as `primary.main`, by path (only the first node whose path contains it, not its descendants).
 */
export function nodeMatches(node: ThemeNode, term: string): boolean {
  if (term.includes('.')) {
    const path = node.path.toLowerCase();
    const parent = path.slice(0, Math.max(0, path.length - node.name.length - 1));
    return path.includes(term) && !parent.includes(term);
  }
  if (node.name.toLowerCase().includes(term)) {
    return true;
  }
  return node.children === null && describeValue(node.value).toLowerCase().includes(term);
}

/** The tree pruned to the nodes that match `query` and their ancestors; matches stay closed. */
export function filterTree(nodes: readonly ThemeNode[], query: string): FilteredTree {
  const term = query.trim().toLowerCase();
  const expanded = new Set<string>();
  let matches = 0;
  const visit = (list: readonly ThemeNode[]): ThemeNode[] =>
    list.flatMap((node) => {
      if (nodeMatches(node, term)) {
        matches += 1;
        return [node];
      }
      const kept = node.children === null ? [] : visit(node.children);
      if (kept.length === 0) {
        return [];
      }
      expanded.add(node.path);
      return [{...node, children: kept}];
    });
  const result = visit(nodes);
  return {nodes: result, expanded, matches};
}
