import {describe, expect, it} from 'vitest';
import {dependencyGroup, readOptions} from '..';

describe('dependencyGroup', () => {
  const group = dependencyGroup(['/site/src/theme/CodeBlock', '/site/src/theme/Other/']);

  it.each([
    ['/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/index.js', true],
    ['C:\\site\\node_modules\\react\\index.js', true],
    ['/site/src/theme/CodeBlock/Content/index.tsx', true],
    ['/site/src/theme/CodeBlock/index.tsx', true],
    ['/site/src/theme/Other/index.tsx', true],
    // A folder only by its name's start, and the same folder elsewhere, are not it.
    ['/site/src/theme/CodeBlockExtra/index.tsx', false],
    ['/other/site/src/theme/CodeBlock/index.tsx', false],
    ['/site/src/components/Demo/index.tsx', false],
  ])('%s matches: %s', (file, matches) => {
    expect(group.test.test(file)).toBe(matches);
  });

  it('keeps the bundler’s defaults for the group', () => {
    expect(group).toMatchObject({idHint: 'vendors', priority: -10, reuseExistingChunk: true});
  });

  it('escapes the folder names', () => {
    expect(dependencyGroup(['/a+b/(x)']).test.test('/a+b/(x)/y.ts')).toBe(true);
    expect(dependencyGroup(['/a+b/(x)']).test.test('/aab/x/y.ts')).toBe(false);
  });
});

describe('readOptions', () => {
  it.each([
    [undefined, []],
    [{id: 'default'}, []],
    [{sharedLikeDependencies: ['/site/src/theme/CodeBlock']}, ['/site/src/theme/CodeBlock']],
  ])('%j', (input, folders) => {
    expect(readOptions(input).sharedLikeDependencies).toEqual(folders);
  });

  it.each([[{sharedLikeDependencies: 'src/theme'}], [{sharedLikeDependencies: ['src/theme/CodeBlock']}], [{sharedLikeDependencies: [3]}]])('rejects %j, naming the option', (input) => {
    expect(() => readOptions(input)).toThrow(/chunk-id-filenames plugin: option "sharedLikeDependencies" must be a list of absolute folder paths/);
  });
});
