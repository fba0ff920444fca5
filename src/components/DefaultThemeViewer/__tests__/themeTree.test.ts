import {describe, expect, it} from 'vitest';
import {createTheme} from '@mui/material/styles';
import {branchPaths, buildThemeTree, filterTree, visibleNodes, type ThemeNode} from '../themeTree';

const tree = buildThemeTree(createTheme());

function paths(nodes: readonly ThemeNode[]): string[] {
  return visibleNodes(nodes, new Set(branchPaths(nodes))).map((node) => node.path);
}

describe('filterTree', () => {
  it('keeps a matching key with the ancestors that lead to it, opened', () => {
    const result = filterTree(tree, 'fontWeightBold');
    expect(result.matches).toBe(1);
    expect(result.nodes.map((node) => node.path)).toEqual(['typography']);
    expect([...result.expanded]).toEqual(['typography']);
    expect(paths(result.nodes)).toEqual(['typography', 'typography.fontWeightBold']);
  });

  it('matches a dotted path once, not again for each descendant', () => {
    const result = filterTree(tree, 'Primary.Main');
    expect(result.matches).toBe(1);
    expect(paths(result.nodes)).toEqual(['palette', 'palette.primary', 'palette.primary.main']);
  });

  it('matches leaf values, and keeps a matching branch whole and closed', () => {
    const byValue = filterTree(tree, '#1976d2');
    expect(paths(byValue.nodes)).toContain('palette.primary.main');
    const branch = filterTree(tree, 'zIndex');
    const zIndex = branch.nodes.find((node) => node.path === 'zIndex');
    expect(zIndex?.children?.length).toBeGreaterThan(5);
    expect(branch.expanded.has('zIndex')).toBe(false);
  });

  it('returns nothing for a term no key or value contains', () => {
    const result = filterTree(tree, 'no-such-token');
    expect(result).toMatchObject({nodes: [], matches: 0});
  });
});
