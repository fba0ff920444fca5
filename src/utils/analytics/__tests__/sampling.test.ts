import {describe, expect, it} from 'vitest';
import {SAMPLING} from '../../../constants/analytics';
import {isWebVitalsForced, sampleSession} from '../sampling';

describe('sampleSession', () => {
  it.each([
    // [random, rate, sampled]
    [0, SAMPLING.webVitalsSessionRate, true],
    [0.00005, SAMPLING.webVitalsSessionRate, true],
    [0.0001, SAMPLING.webVitalsSessionRate, true],
    [0.00011, SAMPLING.webVitalsSessionRate, false],
    [0.5, SAMPLING.webVitalsSessionRate, false],
    [0.99, 1, true],
  ])('draw %s at rate %s → %s', (random, rate, expected) => {
    expect(sampleSession(random, rate)).toBe(expected);
  });
});

describe('isWebVitalsForced', () => {
  it.each([
    ['1', true],
    [null, false],
    ['', false],
    ['0', false],
    ['true', false],
  ])('%j → %s', (value, expected) => {
    expect(isWebVitalsForced(value)).toBe(expected);
  });
});
