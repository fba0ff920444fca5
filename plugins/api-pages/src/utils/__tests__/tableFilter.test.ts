import {describe, expect, it} from 'vitest';
import {rowMatches} from '../tableFilter';

describe('rowMatches', () => {
  it.each([
    ['variant | text | contained', '', true],
    ['variant | text | contained', 'VARIANT', true],
    ['variant | text | contained', 'contained variant', true],
    ['variant | text | contained', 'size', false],
    ['disableElevation | bool | false', 'elev', true],
    ['disableElevation | bool | false', '  ', true],
  ])('%j matches %j: %s', (row, query, expected) => {
    expect(rowMatches(row, query)).toBe(expected);
  });
});
