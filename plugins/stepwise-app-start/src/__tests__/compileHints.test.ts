import {describe, expect, it} from 'vitest';
import {MIN_STREAMED_BYTES, wantsCompileHint} from '../compileHints';

describe('wantsCompileHint', () => {
  it.each<[string, number, boolean]>([
    ['assets/js/main.1a2b3c4d.js', 420_000, true],
    ['assets/js/42826.bb73f4c6.js', MIN_STREAMED_BYTES, true],
    ['assets/js/12345.0a1b2c3d.js', MIN_STREAMED_BYTES - 1, false],
    ['assets/js/runtime~main.7050e98e.js', 9_000, false],
    ['assets/js/module.mjs', 50_000, true],
    ['assets/css/styles.0cc9613d.css', 120_000, false],
    ['assets/js/main.1a2b3c4d.js.map', 2_000_000, false],
    ['assets/js/main.1a2b3c4d.js.LICENSE.txt', 40_000, false],
  ])('%s, %d bytes: %s', (file, bytes, expected) => {
    expect(wantsCompileHint(file, bytes)).toBe(expected);
  });
});
