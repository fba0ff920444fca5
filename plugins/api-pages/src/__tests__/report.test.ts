import {describe, expect, it} from 'vitest';
import {reportLines} from '../report';

const pkg = (packageName: string, fromCache: boolean) => ({packageName, packageVersion: '1.0.0', components: 1, fromCache, extractMs: 0});
const warning = (packageName: string, component: string, prop?: string) => ({packageName, component, ...(prop ? {prop} : {}), message: 'shown as declared'});

describe('reportLines', () => {
  it.each([
    {name: 'no warnings', packages: [pkg('a', false)], warnings: [], expected: []},
    {
      name: 'an extracted package: each warning',
      packages: [pkg('a', false)],
      warnings: [warning('a', 'Button', 'color'), warning('a', 'Card')],
      expected: ['[p] a Button.color: shown as declared', '[p] a Card: shown as declared'],
    },
    {
      name: 'a cached package: one line with the count',
      packages: [pkg('a', true)],
      warnings: [warning('a', 'Button', 'color'), warning('a', 'Card')],
      expected: ['[p] 2 types are shown as declared text in packages read from the cache (listed under "warnings" in its files)'],
    },
    {
      name: 'both: the extracted package in full, the cached one counted',
      packages: [pkg('a', true), pkg('b', false)],
      warnings: [warning('a', 'Button'), warning('b', 'Chip', 'size')],
      expected: ['[p] b Chip.size: shown as declared', '[p] 1 type is shown as declared text in packages read from the cache (listed under "warnings" in its files)'],
    },
  ])('$name', ({packages, warnings, expected}) => {
    expect(reportLines({packages, warnings}, 'p')).toEqual(expected);
  });
});
