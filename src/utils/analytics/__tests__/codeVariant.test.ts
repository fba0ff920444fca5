import {describe, expect, it} from 'vitest';
import {codeVariantFromEventDetail, parseCodeVariantCookie} from '../codeVariant';

describe('parseCodeVariantCookie', () => {
  it.each([
    ['', 'TS'],
    ['codeVariant=JS', 'JS'],
    ['codeVariant=TS', 'TS'],
    ['theme=dark; codeVariant=JS; other=1', 'JS'],
    ['theme=dark;codeVariant=JS', 'JS'],
    ['codeVariant=%4AS', 'JS'],
    // Unknown, differently cased or undecodable values fall back to the default.
    ['codeVariant=js', 'TS'],
    ['codeVariant=Python', 'TS'],
    ['codeVariant=', 'TS'],
    ['codeVariant=%E0%A4%A', 'TS'],
    // Similar names are other cookies.
    ['myCodeVariant=JS', 'TS'],
    ['codeVariantOld=JS', 'TS'],
    // The first of two same-named cookies (the most specific path) wins.
    ['codeVariant=JS; codeVariant=TS', 'JS'],
  ])('%j → %s', (cookie, expected) => {
    expect(parseCodeVariantCookie(cookie)).toBe(expected);
  });
});

describe('codeVariantFromEventDetail', () => {
  it.each([
    ['JS', 'JS'],
    ['TS', 'TS'],
    ['ts', null],
    [{codeVariant: 'JS'}, null],
    [null, null],
    [undefined, null],
  ])('%j → %s', (detail, expected) => {
    expect(codeVariantFromEventDetail(detail)).toBe(expected);
  });
});
