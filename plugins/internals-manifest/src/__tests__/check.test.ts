import {describe, expect, it} from 'vitest';
import {checkEntry, checkGuard, compareVersions, sha256, versionInRange} from '../check';
import type {Guard, InternalEntry, PackageFiles} from '../types';

function filesOf(contents: Readonly<Record<string, string>>): PackageFiles {
  return {
    dir: '/pkg',
    read: (file) => contents[file] ?? '',
    exists: (file) => file in contents,
    list: (folder, suffix) => Object.keys(contents).filter((file) => file.startsWith(`${folder}/`) && file.endsWith(suffix)),
  };
}

describe('versions', () => {
  it.each([
    ['3.10.2', '3.10.0', 1],
    ['3.10.2', '3.10.2', 0],
    ['4.0.0-canary-6822', '4.0.0', -1],
    ['4.0.0-canary-6822', '3.10.2', 1],
    ['4.0.0-canary-6808', '4.0.0-canary-6822', -1],
  ] as const)('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });

  it.each([
    ['3.10.2', '>=3.10.0 <3.11.0', true],
    ['3.11.0', '>=3.10.0 <3.11.0', false],
    ['4.0.0-canary-6822', '>=3.10.0 <3.11.0', false],
    ['1.2.0', '>=1.2.0 <1.3.0', true],
  ] as const)('%s in %s: %s', (version, range, expected) => {
    expect(versionInRange(version, range)).toBe(expected);
  });

  it('refuses a range it cannot read', () => {
    expect(() => versionInRange('3.10.2', '^3.10.0')).toThrow('>=x.y.z');
  });
});

describe('checkGuard', () => {
  const files = filesOf({'lib/a.js': 'one two two', 'lib/b.js': 'b'});
  it.each<[string, Guard, string | undefined]>([
    ['contains', {kind: 'contains', file: 'lib/a.js', text: 'one'}, undefined],
    ['contains once, twice there', {kind: 'contains', file: 'lib/a.js', text: 'two', once: true}, 'exactly once (found 2)'],
    ['contains a pattern', {kind: 'contains', file: 'lib/a.js', text: /t\w+/}, undefined],
    ['contains, absent', {kind: 'contains', file: 'lib/a.js', text: 'three'}, 'should contain three (found 0)'],
    ['missing file', {kind: 'exists', file: 'lib/c.js'}, 'lib/c.js is missing'],
    ['unchanged', {kind: 'unchanged', file: 'lib/b.js', sha256: sha256('b')}, undefined],
    ['changed', {kind: 'unchanged', file: 'lib/b.js', sha256: sha256('a')}, 'lib/b.js changed upstream'],
    ['check', {kind: 'check', describe: 'fails', run: () => 'no'}, 'no'],
  ])('%s', (_name, guard, problem) => {
    const result = checkGuard(guard, files);
    if (problem === undefined) {
      expect(result).toBeUndefined();
    } else {
      expect(result).toContain(problem);
    }
  });
});

describe('checkEntry', () => {
  const entry: InternalEntry = {
    id: 'demo/patch',
    owner: 'plugins/demo/src/index.ts',
    package: 'pkg',
    module: 'lib/a.js',
    writtenFor: '>=1.0.0 <1.1.0',
    mechanism: 'text-edit',
    guards: [{kind: 'contains', file: 'lib/a.js', text: 'needle'}],
    saving: 'nothing',
    recheck: 'the edit in plugins/demo',
  };

  it.each<[string, string | undefined, PackageFiles | undefined, readonly string[]]>([
    ['matches', '1.0.4', filesOf({'lib/a.js': 'needle'}), []],
    ['newer version', '1.1.0', filesOf({'lib/a.js': 'needle'}), ['written for pkg >=1.0.0 <1.1.0, installed 1.1.0; re-check the edit in plugins/demo']],
    ['guard broken', '1.0.4', filesOf({'lib/a.js': 'hay'}), ['lib/a.js should contain needle (found 0); re-check the edit in plugins/demo']],
    ['not installed', undefined, undefined, ['pkg is not installed']],
  ])('%s', (_name, version, files, expected) => {
    const problems = checkEntry(entry, version, files);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((text, i) => {
      expect(problems[i]).toContain('demo/patch (plugins/demo/src/index.ts, text-edit of pkg/lib/a.js)');
      expect(problems[i]).toContain(text);
    });
  });
});
