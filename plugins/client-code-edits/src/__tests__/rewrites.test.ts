import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {resolveRewrite, REWRITES, rewriteSource, TRANSITION_REWRITES} from '../rewrites';

const windowSizeRewrite = TRANSITION_REWRITES[1];
const [browserContextEdit] = TRANSITION_REWRITES[0].edits;

describe('resolveRewrite', () => {
  it.each<[string, string, string | null]>([
    ['/site/node_modules/@docusaurus/theme-common/lib/index.js', '/site/node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js', null],
    ['/a/node_modules/@docusaurus/theme-common/node_modules/@docusaurus/theme-common/lib/index.js', '/a/node_modules/@docusaurus/theme-common/node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js', null],
    ['/site/packages/theme-common/lib/index.js', '', 'outside a node_modules folder of that name'],
  ])('%s', (main, expected, error) => {
    const resolve = (): string => main;
    if (error) {
      expect(() => resolveRewrite(windowSizeRewrite, resolve)).toThrow(error);
    } else {
      expect(resolveRewrite(windowSizeRewrite, resolve)).toBe(expected);
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

  it.each([
    ['no update', 'function BrowserContextProvider() {}', 0],
    ['the update twice', `${browserContextEdit.original} ${browserContextEdit.original}`, 2],
  ])('fails, naming the file, on %s', (_name, source, found) => {
    expect(() => rewriteSource(source, '/x/browserContext.js', TRANSITION_REWRITES[0])).toThrow(
      `/x/browserContext.js should contain "${browserContextEdit.original}" once, as the installed version does (found ${found})`,
    );
  });

  it('makes every edit of a rewrite, and fails on the first one missing', () => {
    const rewrite = {packageName: 'p', file: 'f.js', edits: [{original: 'one', replacement: '1'}, {original: 'two', replacement: '2'}]};
    expect(rewriteSource('one two', '/f.js', rewrite)).toBe('1 2');
    expect(() => rewriteSource('one', '/f.js', rewrite)).toThrow('/f.js should contain "two" once');
  });
});
