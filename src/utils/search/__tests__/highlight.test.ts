import {describe, expect, it} from 'vitest';
import {highlightSegments, snippet} from '../highlight';

describe('highlightSegments', () => {
  it.each<[string, string[], [string, boolean][]]>([
    ['The Slider component', ['slider'], [['The ', false], ['Slider', true], [' component', false]]],
    ['disableElevation', ['disableelevation'], [['disableElevation', true]]],
    ['Buttons and button groups', ['button'], [['Buttons', true], [' and ', false], ['button', true], [' groups', false]]],
    ['No match here', ['zzz'], [['No match here', false]]],
    ['A text', [''], [['A text', false]]],
  ])('marks %j for %j', (text, terms, expected) => {
    expect(highlightSegments(text, terms).map((s) => [s.text, s.match])).toEqual(expected);
  });
});

describe('snippet', () => {
  const long = 'Alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau';
  it.each<[string, string, string[], number, string]>([
    ['short text as is', 'Short text', ['short'], 50, 'Short text'],
    ['the start when the match is early', long, ['beta'], 30, 'Alpha beta gamma delta epsilon …'],
    ['a window around a late match', long, ['sigma'], 30, '… pi rho sigma tau'],
    ['the start when nothing matches', long, ['zzz'], 20, 'Alpha beta gamma …'],
  ])('keeps %s', (_name, text, terms, length, expected) => {
    expect(snippet(text, terms, length)).toBe(expected);
  });
});
