import fs from 'node:fs';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {COLLATOR_REWRITES, resolveRewrite, REWRITES, rewriteSource} from '../rewrites';

type Compare<T> = (a: T, b: T) => number;

/** A sort callback from one of a rewrite's expressions, as the rewritten module runs it. */
function comparator<T>(expression: string): Compare<T> {
  return vm.runInNewContext(`(a, b) => ${expression}`) as Compare<T>;
}

const [memoKeysRewrite, activePluginRewrite] = COLLATOR_REWRITES;
const [memoKeys] = memoKeysRewrite.edits;
const [activePlugin] = activePluginRewrite.edits;

describe('resolveRewrite', () => {
  it.each<[string, string, string | null]>([
    ['/site/node_modules/@docusaurus/theme-common/lib/index.js', '/site/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js', null],
    ['/a/node_modules/@docusaurus/theme-common/node_modules/@docusaurus/theme-common/lib/index.js', '/a/node_modules/@docusaurus/theme-common/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js', null],
    ['/site/packages/theme-common/lib/index.js', '', 'outside a node_modules folder of that name'],
  ])('%s', (main, expected, error) => {
    const resolve = (): string => main;
    if (error) {
      expect(() => resolveRewrite(memoKeysRewrite, resolve)).toThrow(error);
    } else {
      expect(resolveRewrite(memoKeysRewrite, resolve)).toBe(expected);
    }
  });
});

describe('rewriteSource', () => {
  it.each(REWRITES.map((rewrite) => [`${rewrite.packageName}/${rewrite.file}`, rewrite] as const))('edits the installed %s, which has each original once', (_module, rewrite) => {
    const file = resolveRewrite(rewrite);
    const rewritten = rewriteSource(fs.readFileSync(file, 'utf8'), file, rewrite);
    for (const {original, replacement} of rewrite.edits) {
      expect(rewritten).toContain(replacement);
      expect(rewritten.split(original).length - 1).toBe(replacement.includes(original) ? 1 : 0);
    }
  });

  it.each(COLLATOR_REWRITES.map((rewrite) => [`${rewrite.packageName}/${rewrite.file}`, rewrite] as const))('leaves no localeCompare in %s', (_module, rewrite) => {
    const file = resolveRewrite(rewrite);
    expect(rewriteSource(fs.readFileSync(file, 'utf8'), file, rewrite)).not.toContain('localeCompare');
  });

  it.each([
    ['no comparison', 'export function getActivePlugin() {}', 0],
    ['the comparison twice', `${activePlugin.original}; ${activePlugin.original}`, 2],
  ])('fails, naming the file, on %s', (_name, source, found) => {
    expect(() => rewriteSource(source, '/x/docsClientUtils.js', activePluginRewrite)).toThrow(
      `/x/docsClientUtils.js should contain "${activePlugin.original}" once, as the installed version does (found ${found})`,
    );
  });

  it('makes every edit of a rewrite, and fails on the first one missing', () => {
    const rewrite = {packageName: 'p', file: 'f.js', edits: [{original: 'one', replacement: '1'}, {original: 'two', replacement: '2'}]};
    expect(rewriteSource('one two', '/f.js', rewrite)).toBe('1 2');
    expect(() => rewriteSource('one', '/f.js', rewrite)).toThrow('/f.js should contain "two" once');
  });
});

type PluginEntry = readonly [string, {readonly path: string}];

/** The first plugin whose path is a prefix of the pathname at a segment boundary, in sorted order. */
function firstMatch(expression: string, paths: readonly string[], pathname: string): string | undefined {
  const entries: PluginEntry[] = paths.map((pluginPath) => [pluginPath, {path: pluginPath}]);
  const sorted = [...entries].sort(comparator<PluginEntry>(expression));
  return sorted.find(([, {path}]) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`))?.[0];
}

const SITE_PATHS = ['/material-ui', '/joy-ui', '/system', '/x', '/experiments/docs'];
const NESTED_PATHS = ['/', '/docs', '/docs/next', '/docs-extra', '/x', '/X', '/x/pro', '/é'];

describe('the active docs plugin: the code-unit order finds the one the collator finds', () => {
  it.each<[readonly string[], string]>([
    [SITE_PATHS, '/material-ui/react-button'],
    [SITE_PATHS, '/x/react-data-grid'],
    [SITE_PATHS, '/experiments/docs/writing'],
    [SITE_PATHS, '/joy-ui'],
    [SITE_PATHS, '/blog'],
    [NESTED_PATHS, '/docs/next/intro'],
    [NESTED_PATHS, '/docs/intro'],
    [NESTED_PATHS, '/docs-extra/page'],
    [NESTED_PATHS, '/x/pro/grid'],
    [NESTED_PATHS, '/X/page'],
    [NESTED_PATHS, '/é/page'],
    [NESTED_PATHS, '/other'],
  ])('among %j for %s', (paths, pathname) => {
    expect(firstMatch(activePlugin.replacement, paths, pathname)).toBe(firstMatch(activePlugin.original, paths, pathname));
  });
});

describe('memo keys: the code-unit order is one order whatever order the keys come in', () => {
  const sortKeys = (keys: readonly string[]): string[] =>
    keys.map((key): [string, unknown] => [key, null]).sort(comparator<[string, unknown]>(memoKeys.replacement)).map(([key]) => key);

  it.each<[readonly string[], readonly string[]]>([
    [['b', 'a', 'c'], ['a', 'b', 'c']],
    [['onClick', 'className', 'Z', 'é', 'ab', 'a'], ['Z', 'a', 'ab', 'className', 'onClick', 'é']],
    [[], []],
  ])('%j', (keys, sorted) => {
    expect(sortKeys(keys)).toEqual(sorted);
    expect(sortKeys([...keys].reverse())).toEqual(sorted);
  });
});
