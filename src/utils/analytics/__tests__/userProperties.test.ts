import {describe, expect, it} from 'vitest';
import {
  colorSchemeInUse,
  resolutionQuery,
  roundDevicePixelRatio,
  userProperties,
  userPropertiesChanged,
  type UserProperties,
} from '../userProperties';

describe('roundDevicePixelRatio', () => {
  it.each([
    [1, 1],
    [1.25, 1.3],
    [1.5, 1.5],
    [2, 2],
    [2.625, 2.6],
    [0.8999999, 0.9],
    [3.0000001, 3],
  ])('%s → %s', (ratio, expected) => {
    expect(roundDevicePixelRatio(ratio)).toBe(expected);
  });
});

describe('userProperties', () => {
  it('keeps every property and rounds the pixel ratio', () => {
    expect(
      userProperties({codeVariant: 'JS', userLanguage: 'en', devicePixelRatio: 1.25, colorSchemeOS: 'dark', colorScheme: 'light'}),
    ).toEqual({codeVariant: 'JS', userLanguage: 'en', devicePixelRatio: 1.3, colorSchemeOS: 'dark', colorScheme: 'light'});
  });
});

describe('userPropertiesChanged', () => {
  const base: UserProperties = {codeVariant: 'TS', userLanguage: 'en', devicePixelRatio: 2, colorSchemeOS: 'light', colorScheme: 'light'};
  it.each([
    ['nothing sent yet', null, base, true],
    ['same values', {...base}, base, false],
    ['code variant', base, {...base, codeVariant: 'JS'}, true],
    ['language', base, {...base, userLanguage: 'zh'}, true],
    ['pixel ratio', base, {...base, devicePixelRatio: 1}, true],
    ['OS scheme', base, {...base, colorSchemeOS: 'dark'}, true],
    ['scheme in use', base, {...base, colorScheme: 'dark'}, true],
  ] as const)('%s', (_name, previous, next, expected) => {
    expect(userPropertiesChanged(previous, next)).toBe(expected);
  });
});

describe('resolutionQuery', () => {
  it.each([
    [1, '(resolution: 1dppx)'],
    [2.625, '(resolution: 2.625dppx)'],
  ])('%s → %s', (ratio, expected) => {
    expect(resolutionQuery(ratio)).toBe(expected);
  });
});

describe('colorSchemeInUse', () => {
  it.each([
    // [data-theme, stored mode, OS prefers dark, expected]
    ['dark', null, false, 'dark'],
    ['light', 'dark', true, 'light'],
    [null, 'dark', false, 'dark'],
    [null, 'light', true, 'light'],
    [null, 'system', true, 'dark'],
    [null, 'system', false, 'light'],
    // Nothing stored or an invalid value: the default mode (system) follows the OS.
    [null, null, true, 'dark'],
    ['sepia', 'bogus', false, 'light'],
  ] as const)('attribute %s, stored %s, OS dark %s → %s', (attribute, stored, prefersDark, expected) => {
    expect(colorSchemeInUse(attribute, stored, prefersDark)).toBe(expected);
  });
});
