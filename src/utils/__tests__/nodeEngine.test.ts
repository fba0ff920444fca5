import {describe, expect, it} from 'vitest';
import {minimumNode, nodeTooOldMessage} from '../nodeEngine';

describe('minimumNode', () => {
  it.each([
    ['>=20.0', [20, 0, 0]],
    ['>=24.14', [24, 14, 0]],
    ['>= 24.21.1', [24, 21, 1]],
    ['^20 || >=22', undefined],
  ] as const)('%s', (range, expected) => {
    expect(minimumNode(range)).toEqual(expected);
  });
});

describe('nodeTooOldMessage', () => {
  it.each([
    ['3.10.2', '>=20.0', 'v20.20.2', undefined],
    ['4.0.0-canary-6822', '>=24.21', 'v20.20.2', 'Docusaurus 4.0.0-canary-6822 needs Node >=24.21; this is Node 20.20.2'],
    ['4.0.0-canary-6822', '>=24.21', 'v24.21.0', undefined],
    ['4.0.0-canary-6822', '>=24.21', 'v24.20.9', 'needs Node >=24.21'],
    ['4.0.0', '>=24.14', 'v25.0.0', undefined],
    ['9.0.0', 'whatever', 'v20.0.0', undefined],
  ] as const)('Docusaurus %s (%s) on %s', (docusaurus, engines, node, expected) => {
    const message = nodeTooOldMessage(docusaurus, engines, node);
    if (expected === undefined) {
      expect(message).toBeUndefined();
    } else {
      expect(message).toContain(expected);
    }
  });
});
