import {describe, expect, it} from 'vitest';
import {formatReport, implicated} from '../report';

describe('implicated', () => {
  it.each([
    ['TypeError: RegExp.escape is not a function\n at node_modules/@docusaurus/utils/lib/markdownUtils.js', ['Node too old']],
    ['route-split plugin: @docusaurus/core/lib/client/preload.js no longer contains', ['route-split/replace-preload']],
    ['× src/theme/CodeBlock/Content/index.tsx(51,3): error TS2322', ['swizzle/CodeBlock/Content']],
    ['"future.v4.removeLegacyPostBuildHeadAttribute" is not allowed', ['removeLegacyPostBuildHeadAttribute']],
    ['Error: the link "Joy UI" (/joy-ui/getting-started) came into view but its route was not prefetched', ['RouterLink']],
    ['something else entirely', []],
  ] as const)('%s', (output, expected) => {
    const found = implicated(output).join('\n');
    for (const text of expected) {
      expect(found).toContain(text);
    }
    if (expected.length === 0) {
      expect(found).toBe('');
    }
  });
});

describe('formatReport', () => {
  it('prints one row per step, naming what a failure implicates', () => {
    const report = formatReport('@docusaurus/* 4.0.0-canary-6822', [
      {step: 'install', result: 'passed', output: ''},
      {step: 'manifest test', result: 'failed', output: 'FAIL swizzle/CodeBlock/Content (src/theme/CodeBlock/Content/index.tsx, eject ...)'},
      {step: 'build', result: 'skipped', output: 'Node too old'},
    ]);
    expect(report.split('\n')).toEqual([
      'Upgrade drill: @docusaurus/* 4.0.0-canary-6822',
      expect.stringMatching(/^step +\| result +\| implicated patches \/ swizzles$/),
      expect.stringMatching(/^-+-\|-+-\|-+$/),
      expect.stringMatching(/^install +\| passed/),
      expect.stringMatching(/^manifest test \| failed +\| swizzle\/CodeBlock\/Content$/),
      expect.stringMatching(/^build +\| skipped +\| Node too old$/),
    ]);
  });
});
