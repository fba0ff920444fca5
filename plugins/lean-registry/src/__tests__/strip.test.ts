import {describe, expect, it} from 'vitest';
import {stripModulePaths, strippedOrError} from '../strip';

const entry = (name: string, file: string): string =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

const REGISTRY = ['export default {', entry('003fc239', '@site/docs/material-ui/customization/theme-components.mdx'), entry('17896441', '@theme/DocItem'), '};'].join('\n');

describe('stripModulePaths', () => {
  it('empties the module path of every entry and keeps its loader and weak id', () => {
    const {source: stripped, emptied, entries} = stripModulePaths(REGISTRY);
    expect([emptied, entries]).toEqual([2, 2]);
    expect(stripped).toContain(
      '"003fc239": [() => import(/* webpackChunkName: "003fc239" */ "@site/docs/material-ui/customization/theme-components.mdx"), "", require.resolveWeak("@site/docs/material-ui/customization/theme-components.mdx")],',
    );
    expect(stripped).toContain('"17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],');
    expect(stripModulePaths(stripped)).toMatchObject({emptied: 0, entries: 2});
  });

  it.each<[string, string]>([
    ['a path that differs from the import (not an entry Docusaurus writes)', '  "a": [() => import(/* webpackChunkName: "a" */ "@site/a.mdx"), "@site/b.mdx", require.resolveWeak("@site/a.mdx")],'],
    ['another format', '  "a": {loader: () => import("@site/a.mdx"), path: "@site/a.mdx"},'],
  ])('leaves %s as it is', (_name, line) => {
    expect(stripModulePaths(line).source).toBe(line);
  });
});

describe('strippedOrError', () => {
  it('returns the stripped source when every entry was emptied', () => {
    expect(strippedOrError(REGISTRY, 'registry.js')).toEqual({source: stripModulePaths(REGISTRY).source});
  });

  it('names the file and the counts when an entry was missed', () => {
    const changed = `${REGISTRY}\n  "b": [() => import("@site/b.mdx"), "@site/b.mdx", require.resolveWeak("@site/b.mdx")],`;
    expect(strippedOrError(changed, '/site/.docusaurus/registry.js')).toEqual({
      error:
        'lean-registry: emptied the module path of 2 of 3 entries in /site/.docusaurus/registry.js; ' +
        "Docusaurus' registry format has changed: update plugins/lean-registry/src/strip.ts.",
    });
  });
});
