import {describe, expect, it} from 'vitest';
import {webVitalPayload} from '../webVitals';

describe('webVitalPayload', () => {
  it.each([
    [
      {id: 'v5-1', name: 'LCP', delta: 1200.5, value: 1200.5},
      ['event', 'LCP', {value: 1200.5, metric_id: 'v5-1', metric_label: 'Web Vitals', metric_value: 1200.5, metric_delta: 1200.5}],
    ],
    [
      {id: 'v5-2', name: 'CLS', delta: 0.02, value: 0.15},
      ['event', 'CLS', {value: 0.02, metric_id: 'v5-2', metric_label: 'Web Vitals', metric_value: 0.15, metric_delta: 0.02}],
    ],
    [
      {id: 'c-1', name: 'hydration', delta: 30, value: 30, label: 'custom'},
      ['event', 'hydration', {value: 30, metric_id: 'c-1', metric_label: 'custom', metric_value: 30, metric_delta: 30}],
    ],
  ])('%j', (metric, expected) => {
    expect(webVitalPayload(metric)).toEqual(expected);
  });
});
