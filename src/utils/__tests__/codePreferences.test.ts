import {describe, expect, it} from 'vitest';
import {
  codeStylingFromHash,
  codeVariantFromHash,
  initialCodeStyling,
  initialCodeVariant,
  preferenceCookie,
  readCookie,
  shouldCopyWholeBlock,
} from '../codePreferences';

describe('readCookie', () => {
  it.each([
    ['codeVariant=JS', 'codeVariant', 'JS'],
    ['a=1; codeVariant=TS; b=2', 'codeVariant', 'TS'],
    ['xcodeVariant=JS', 'codeVariant', null],
    ['', 'codeVariant', null],
    ['codeStyling=MUI%20System', 'codeStyling', 'MUI System'],
    ['codeStyling=%E0%A4%A', 'codeStyling', null],
  ])('%j → %s', (cookie, name, expected) => {
    expect(readCookie(cookie, name)).toBe(expected);
  });
});

describe('codeVariantFromHash', () => {
  it.each([
    ['#basic-buttons.js', 'JS'],
    ['#basic-buttons.jsx', 'JS'],
    ['#basic-buttons.ts', 'TS'],
    ['#basic-buttons.tsx', 'TS'],
    ['#basic-buttons', null],
    ['', null],
    ['#props.json', null],
  ])('%s → %s', (hash, expected) => {
    expect(codeVariantFromHash(hash)).toBe(expected);
  });
});

describe('codeStylingFromHash', () => {
  it.each([
    ['#tailwind-basic-buttons.js', 'Tailwind'],
    ['#css-basic-buttons.tsx', 'CSS'],
    ['#system-basic-buttons.ts', 'MUI System'],
    ['#tailwind-basic-buttons', null],
    ['#basic-buttons.js', null],
  ])('%s → %s', (hash, expected) => {
    expect(codeStylingFromHash(hash)).toBe(expected);
  });
});

describe('initialCodeVariant', () => {
  it.each([
    ['', '', 'TS'],
    ['', 'codeVariant=JS', 'JS'],
    ['', 'codeVariant=Python', 'TS'],
    ['#demo.tsx', 'codeVariant=JS', 'TS'],
    ['#demo.js', 'codeVariant=TS', 'JS'],
    ['#demo', 'codeVariant=JS', 'JS'],
  ])('hash %j, cookie %j → %s', (hash, cookie, expected) => {
    expect(initialCodeVariant(hash, cookie)).toBe(expected);
  });
});

describe('initialCodeStyling', () => {
  it.each([
    ['', '', 'MUI System'],
    ['', 'codeStyling=Tailwind', 'Tailwind'],
    ['', 'codeStyling=Bootstrap', 'MUI System'],
    ['#css-demo.js', 'codeStyling=Tailwind', 'CSS'],
  ])('hash %j, cookie %j → %s', (hash, cookie, expected) => {
    expect(initialCodeStyling(hash, cookie)).toBe(expected);
  });
});

describe('preferenceCookie', () => {
  it('keeps the choice for a year on every path', () => {
    expect(preferenceCookie('codeVariant', 'JS')).toBe('codeVariant=JS;path=/;max-age=31536000');
    expect(preferenceCookie('codeStyling', 'MUI System')).toBe('codeStyling=MUI%20System;path=/;max-age=31536000');
  });
});

describe('shouldCopyWholeBlock', () => {
  const base = {key: 'c', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false, selectionLength: 0, hasActiveBlock: true, inLiveExample: false};
  it.each([
    ['Ctrl+C on a block', {}, true],
    ['Cmd+C on a block', {ctrlKey: false, metaKey: true}, true],
    ['upper-case C (caps lock)', {key: 'C'}, true],
    ['with a selection', {selectionLength: 4}, false],
    ['no active block', {hasActiveBlock: false}, false],
    ['the focus in a live example (its own copy wins)', {inLiveExample: true}, false],
    ['Ctrl+Shift+C', {shiftKey: true}, false],
    ['Ctrl+Alt+C', {altKey: true}, false],
    ['plain c', {ctrlKey: false}, false],
    ['Ctrl+V', {key: 'v'}, false],
  ])('%s → %s', (_name, overrides, expected) => {
    expect(shouldCopyWholeBlock({...base, ...overrides})).toBe(expected);
  });
});
