/**
 * The one-line demo: what a `{{"demo": "BasicButtons.tsx"}}` line in a page means, and where its
 * file is. Pure (the file system is passed in), so the rules are table-tested; `remarkDemoLines.ts`
 * applies them to a page's syntax tree.
 *
 * The folder convention: a page's demos live in the folder that mirrors the page's path under the
 * product's demos folder. `docs/material-ui/react-button.mdx` finds `BasicButtons.tsx` in
 * `src/demos/material-ui/react-button/`; a version snapshot's copy of the page finds the same
 * folder. A name with a slash is read from the demos root instead
 * (`{"demo": "material-ui/react-button/BasicButtons.tsx"}`), for a demo shown on a second page.
 */
import path from 'node:path';

/** What a demo line asks for. */
/**
 * The start of a one-line demo in a page's Markdown, as a regular expression's source (for the
 * `m` flag): what a tool that only needs to know whether a page has demos looks for, without
 * parsing the page.
 */
export const DEMO_LINE_START = String.raw`^\{\{\s*"demo"\s*:`;

export interface DemoLine {
  /** The demo's file name, or its path under the demos root when it holds a slash. */
  readonly demo: string;
  /** The demo's anchor on the page; by default the file's name in kebab case. */
  readonly id: string;
}

const ALLOWED_KEYS = ['demo', 'id'] as const;
const DEMO_FILE = /^[\w./-]+\.tsx$/;
const DEMO_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** `BasicButtons.tsx` → `basic-buttons`. */
export function demoIdFromFile(file: string): string {
  const base = path.posix.basename(file).replace(/\.tsx$/, '');
  return base
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * Reads the inside of a `{...}` expression of a page. `null` when it is not a demo line (any other
 * expression is the page's own business); an error message when it is one written wrongly.
 */
export function parseDemoLine(expression: string): DemoLine | null | {readonly error: string} {
  const text = expression.trim();
  if (!/^\{[\s\S]*["']demo["']\s*:[\s\S]*\}$/.test(text)) {
    return null;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {error: `a demo line must be one JSON object, such as {{"demo": "BasicButtons.tsx"}}; got {${text}}`};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {error: `a demo line must be one JSON object; got {${text}}`};
  }
  const record = value as Record<string, unknown>;
  const unknownKeys = Object.keys(record).filter((key) => !(ALLOWED_KEYS as readonly string[]).includes(key));
  if (unknownKeys.length > 0) {
    return {error: `a demo line takes only the keys ${ALLOWED_KEYS.map((k) => `"${k}"`).join(' and ')}; unknown: ${unknownKeys.map((k) => `"${k}"`).join(', ')}`};
  }
  const {demo, id} = record;
  if (typeof demo !== 'string' || !DEMO_FILE.test(demo) || demo.split('/').includes('..')) {
    return {error: `"demo" must name a .tsx file (letters, digits, "_", "-", "." and "/"), such as "BasicButtons.tsx"; got ${JSON.stringify(demo)}`};
  }
  if (id !== undefined && (typeof id !== 'string' || !DEMO_ID.test(id))) {
    return {error: `"id" must be a kebab-case anchor, such as "basic-buttons"; got ${JSON.stringify(id)}`};
  }
  return {demo, id: typeof id === 'string' ? id : demoIdFromFile(demo)};
}

/**
 * The page's path inside its docs content, without its extension: `react-button` for
 * `<docsDir>/react-button.mdx`, and for `<versionedDocsDir>/version-7.2.0/react-button.mdx`.
 * `null` for a file in neither.
 */
export function pagePathIn(file: string, docsDir: string, versionedDocsDir: string): string | null {
  const withoutExtension = (relative: string) => relative.split(path.sep).join('/').replace(/\.mdx?$/, '');
  const inDocs = path.relative(docsDir, file);
  if (!inDocs.startsWith('..') && !path.isAbsolute(inDocs)) {
    return withoutExtension(inDocs);
  }
  const inVersions = path.relative(versionedDocsDir, file);
  if (!inVersions.startsWith('..') && !path.isAbsolute(inVersions)) {
    const [, ...rest] = inVersions.split(path.sep);
    return rest.length > 0 ? withoutExtension(rest.join(path.sep)) : null;
  }
  return null;
}

/** The demo file a line names, relative to the demos root (`material-ui/react-button/BasicButtons.tsx`). */
export function demoFileFor(line: DemoLine, productDemosFolder: string, pagePath: string): string {
  return line.demo.includes('/') ? line.demo : `${productDemosFolder}/${pagePath}/${line.demo}`;
}

/**
 * What a writer reads when a demo is not there: the file looked for, and the demos that the
 * folder does have, closest names first.
 */
export function missingDemoMessage(line: DemoLine, lookedFor: string, folderFiles: readonly string[] | null): string {
  const folder = path.posix.dirname(lookedFor);
  if (folderFiles === null) {
    return `demo "${line.demo}" not found: looked for src/demos/${lookedFor}, and the folder src/demos/${folder}/ does not exist (a page's demos live in the folder that mirrors its path)`;
  }
  const demos = folderFiles.filter((name) => /\.tsx$/.test(name) && !/\.(tailwind|css)\.tsx$/.test(name));
  const wanted = path.posix.basename(line.demo).toLowerCase();
  const ranked = [...demos].sort((a, b) => editDistance(a.toLowerCase(), wanted) - editDistance(b.toLowerCase(), wanted) || a.localeCompare(b));
  const listed = ranked.length === 0 ? 'it has no demos' : `it has ${ranked.slice(0, 5).join(', ')}${ranked.length > 5 ? ', …' : ''}`;
  return `demo "${line.demo}" not found: looked for src/demos/${lookedFor}; ${listed}`;
}

/** Levenshtein distance, for ranking the names a misspelt name most likely meant (demo files here, exports and props in the facts check). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
