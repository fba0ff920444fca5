import {describe, expect, it} from 'vitest';
import {patchesOffFrom} from '../patchesOff';

describe('patchesOffFrom', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['lean-docs', ['lean-docs']],
    [' stepwise-app-start , client-code-edits/after-hydration-transitions ', ['stepwise-app-start', 'client-code-edits/after-hydration-transitions']],
    ['lean-docs,,lean-docs', ['lean-docs']],
  ])('DOCS_BUILD_WITHOUT=%j leaves out %j', (value, expected) => {
    expect([...patchesOffFrom(value)]).toEqual(expected);
  });

  it('names an unknown patch and the known ones', () => {
    expect(() => patchesOffFrom('route-split,lean-docs')).toThrow(
      /no removable patch named "route-split"\. Known: client-code-edits\/after-hydration-transitions, .*chunk-id-filenames\./,
    );
  });
});
