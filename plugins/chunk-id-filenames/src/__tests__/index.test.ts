import {describe, expect, it} from 'vitest';
import {dependencyGroup, readOptions, sharedSiteGroup} from '..';

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

describe('sharedSiteGroup', () => {
  const group = sharedSiteGroup(['/site/src']);

  it.each([
    ['/site/src/components/Demo/index.tsx', true],
    ['/site/src/constants/dom.ts', true],
    // Dependencies keep their own group; the site's other folders are not the ones listed.
    ['/site/node_modules/react/index.js', false],
    ['/site/src-extra/index.ts', false],
    ['/site/docs/material-ui/button.mdx', false],
  ])('%s matches: %s', (file, matches) => {
    expect(group.test.test(file)).toBe(matches);
  });

  it('takes only modules two chunks share, below the dependencies in priority', () => {
    expect(group).toMatchObject({minChunks: 2, reuseExistingChunk: true});
    expect(group.priority).toBeLessThan(dependencyGroup([]).priority);
  });
});

describe('readOptions', () => {
  it.each([
    [undefined, [], []],
    [{id: 'default'}, [], []],
    [{sharedLikeDependencies: ['/site/src/theme/CodeBlock']}, ['/site/src/theme/CodeBlock'], []],
    [{splitWhenShared: ['/site/src']}, [], ['/site/src']],
  ])('%j', (input, folders, shared) => {
    expect(readOptions(input)).toEqual({sharedLikeDependencies: folders, splitWhenShared: shared});
  });

  it.each([
    [{sharedLikeDependencies: 'src/theme'}, 'sharedLikeDependencies'],
    [{sharedLikeDependencies: ['src/theme/CodeBlock']}, 'sharedLikeDependencies'],
    [{sharedLikeDependencies: [3]}, 'sharedLikeDependencies'],
    [{splitWhenShared: ['src']}, 'splitWhenShared'],
    [{splitWhenShared: '/site/src'}, 'splitWhenShared'],
  ])('rejects %j, naming the option', (input, option) => {
    expect(() => readOptions(input)).toThrow(`chunk-id-filenames plugin: option "${option}" must be a list of absolute folder paths`);
  });
});
