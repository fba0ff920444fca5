import {describe, expect, it} from 'vitest';
import {docsVersionsOption, snapshotNamesFrom, versionLabel} from '../docsVersions';

describe('versionLabel', () => {
  it.each([
    ['7.3.5', 'v7.3.5'],
    ['9.9.9', 'v9.9.9'],
    ['9.0.0-beta.1', 'v9.0.0-beta.1'],
    ['8', 'v8'],
    // Already labelled, or not a number: as it is.
    ['v8.1.0', 'v8.1.0'],
    ['next', 'next'],
  ])('%s → %s', (name, label) => {
    expect(versionLabel(name)).toBe(label);
  });
});

describe('docsVersionsOption', () => {
  it.each([
    ['no snapshot', [], {current: {label: 'v7.3.5'}}],
    ['one snapshot', ['9.9.9'], {current: {label: 'v7.3.5'}, '9.9.9': {label: 'v9.9.9'}}],
    ['several', ['7.2.0', 'next'], {current: {label: 'v7.3.5'}, '7.2.0': {label: 'v7.2.0'}, next: {label: 'next'}}],
  ] as const)('%s', (_case, names, expected) => {
    expect(docsVersionsOption('v7.3.5', names)).toEqual(expected);
  });
});

describe('snapshotNamesFrom', () => {
  it.each([
    ['no file', null, []],
    ['empty list', '[]', []],
    ['names, newest first', '[\n  "9.9.9",\n  "7.2.0"\n]\n', ['9.9.9', '7.2.0']],
  ] as const)('%s', (_case, text, expected) => {
    expect(snapshotNamesFrom(text, 'material-ui_versions.json')).toEqual(expected);
  });

  it.each([['{"current": 1}'], ['[7]']])('rejects %s, naming the file', (text) => {
    expect(() => snapshotNamesFrom(text, 'material-ui_versions.json')).toThrow('material-ui_versions.json must be a JSON array');
  });
});
