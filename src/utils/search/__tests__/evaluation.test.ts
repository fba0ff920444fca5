import {describe, expect, it} from 'vitest';
import {evaluationFigures, rankOf} from '../evaluation';

const LIST = [
  '/material-ui/api/button#prop-disableElevation',
  '/material-ui/react-button#contained-buttons',
  '/material-ui/react-button',
  '/material-ui/react-button-group',
];

describe('rankOf', () => {
  it.each<[string, number | null]>([
    // An anchor is answered by its own option only.
    ['/material-ui/api/button#prop-disableElevation', 1],
    ['/material-ui/api/button#prop-variant', null],
    // A page by its first option on that page, a section included.
    ['/material-ui/react-button', 2],
    ['/material-ui/react-button#contained-buttons', 2],
    // Not by a page whose path only starts the same.
    ['/material-ui/react-button-group', 4],
    ['/material-ui/react-butt', null],
    // A page's props land the reader on it.
    ['/material-ui/api/button', 1],
  ])('%s comes at %s', (expected, rank) => {
    expect(rankOf(LIST, expected)).toBe(rank);
  });
});

describe('evaluationFigures', () => {
  it.each<[string, (number | null)[], {top1: number; top5: number; mrr: number}]>([
    ['no queries', [], {top1: 0, top5: 0, mrr: 0}],
    ['all first', [1, 1], {top1: 1, top5: 1, mrr: 1}],
    ['second and missing', [2, null], {top1: 0, top5: 0.5, mrr: 0.25}],
    ['fifth counts in the top 5, sixth not', [5, 6], {top1: 0, top5: 0.5, mrr: (1 / 5 + 1 / 6) / 2}],
  ])('%s', (_name, ranks, expected) => {
    const figures = evaluationFigures(ranks);
    expect(figures.queries).toBe(ranks.length);
    expect(figures.top1).toBeCloseTo(expected.top1);
    expect(figures.top5).toBeCloseTo(expected.top5);
    expect(figures.mrr).toBeCloseTo(expected.mrr);
  });
});
