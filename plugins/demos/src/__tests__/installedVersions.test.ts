import {describe, expect, it} from 'vitest';
import {dependencyNames, installedVersions} from '../installedVersions';

describe('dependencyNames', () => {
  it.each<[string, string, string[]]>([
    ['both lists, sorted, once each', JSON.stringify({dependencies: {react: '^19', '@mui/material': '7.3.5'}, devDependencies: {typescript: '6', react: '^19'}}), ['@mui/material', 'react', 'typescript']],
    ['none', JSON.stringify({name: 'site'}), []],
  ])('%s', (_name, text, expected) => {
    expect(dependencyNames(text)).toEqual(expected);
  });

  it('rejects a package.json that is not an object', () => {
    expect(() => dependencyNames('[]')).toThrow('not an object');
  });
});

describe('installedVersions', () => {
  const manifests: Record<string, string | null> = {
    react: JSON.stringify({name: 'react', version: '19.2.0'}),
    '@mui/material': JSON.stringify({version: '7.3.5'}),
    fsevents: null,
    broken: JSON.stringify({name: 'broken'}),
  };
  const read = (name: string): string | null => manifests[name] ?? null;

  it.each<[string, string[], Record<string, string>]>([
    ['the version each installed package.json has (not the range asked for)', ['react', '@mui/material'], {react: '19.2.0', '@mui/material': '7.3.5'}],
    ['a package not installed is left out', ['react', 'fsevents'], {react: '19.2.0'}],
  ])('%s', (_name, names, expected) => {
    expect(installedVersions(names, read)).toEqual(expected);
  });

  it('fails, naming the package, when its package.json has no version', () => {
    expect(() => installedVersions(['broken'], read)).toThrow('node_modules/broken/package.json has no version');
  });
});
