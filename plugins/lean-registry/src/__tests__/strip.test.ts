import {describe, expect, it} from 'vitest';
import {countEntries, stripModulePaths} from '../strip';

const entry = (name: string, file: string): string =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

const REGISTRY = ['export default {', entry('003fc239', '@site/docs/material-ui/customization/theme-components.mdx'), entry('17896441', '@theme/DocItem'), '};'].join('\n');

describe('stripModulePaths', () => {
  it('empties the module path of every entry and keeps its loader and weak id', () => {
    const stripped = stripModulePaths(REGISTRY);
    expect(stripped).toContain(
      '"003fc239": [() => import(/* webpackChunkName: "003fc239" */ "@site/docs/material-ui/customization/theme-components.mdx"), "", require.resolveWeak("@site/docs/material-ui/customization/theme-components.mdx")],',
    );
    expect(stripped).toContain('"17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],');
    expect(countEntries(stripped)).toBe(2);
  });

  it.each<[string, string]>([
    ['a path that differs from the import (not an entry Docusaurus writes)', '  "a": [() => import(/* webpackChunkName: "a" */ "@site/a.mdx"), "@site/b.mdx", require.resolveWeak("@site/a.mdx")],'],
    ['another format', '  "a": {loader: () => import("@site/a.mdx"), path: "@site/a.mdx"},'],
  ])('leaves %s as it is', (_name, line) => {
    expect(stripModulePaths(line)).toBe(line);
  });
});
