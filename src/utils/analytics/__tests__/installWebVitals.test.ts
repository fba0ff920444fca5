// @vitest-environment jsdom
/** Web vitals on their own: the draw, the forced hook, and reports dropped after cleanup. */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {AnalyticsWindow} from '../installer';
import {installWebVitals, type WebVitalsApi} from '../installWebVitals';
import type {WebVitalMetric} from '../webVitals';

const win = window as AnalyticsWindow;
let sent: unknown[][];

/** A library that keeps each metric's subscriber, so a test decides when metrics arrive. */
function fakeLibrary(): {api: WebVitalsApi; emit: (metric: WebVitalMetric) => void; subscribed: () => string[]} {
  const reports = new Map<string, (metric: WebVitalMetric) => void>();
  const subscribe = (name: string) => (report: (metric: WebVitalMetric) => void): void => {
    reports.set(name, report);
  };
  const api = {
    onCLS: subscribe('CLS'),
    onINP: subscribe('INP'),
    onLCP: subscribe('LCP'),
    onFCP: subscribe('FCP'),
    onTTFB: subscribe('TTFB'),
  } as unknown as WebVitalsApi;
  return {api, emit: (metric) => reports.get(metric.name)?.(metric), subscribed: () => [...reports.keys()]};
}

const LCP: WebVitalMetric = {id: 'LCP-1', name: 'LCP', value: 10, delta: 10};

beforeEach(() => {
  sent = [];
  win.gtag = (...args: unknown[]) => {
    sent.push(args);
  };
});

afterEach(() => {
  delete win.gtag;
  localStorage.clear();
});

describe('installWebVitals', () => {
  it('draws once and loads the library only for a sampled session', async () => {
    const random = vi.fn(() => 0.5);
    const load = vi.fn(() => Promise.resolve(fakeLibrary().api));
    installWebVitals(win, random, load);
    await Promise.resolve();
    expect(random).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('takes no draw when forced on', async () => {
    localStorage.setItem('docs:force-web-vitals', '1');
    const random = vi.fn(() => 0.5);
    const library = fakeLibrary();
    installWebVitals(win, random, () => Promise.resolve(library.api));
    await vi.waitFor(() => expect(library.subscribed()).toEqual(['CLS', 'INP', 'LCP', 'FCP', 'TTFB']));
    expect(random).not.toHaveBeenCalled();
  });

  it('reports each metric as an event until cleaned up', async () => {
    const library = fakeLibrary();
    const cleanup = installWebVitals(win, () => 0, () => Promise.resolve(library.api));
    await vi.waitFor(() => expect(library.subscribed()).toEqual(['CLS', 'INP', 'LCP', 'FCP', 'TTFB']));
    library.emit(LCP);
    expect(sent).toEqual([['event', 'LCP', {value: 10, metric_id: 'LCP-1', metric_label: 'Web Vitals', metric_value: 10, metric_delta: 10}]]);
    cleanup();
    library.emit(LCP);
    expect(sent).toHaveLength(1);
  });

  it('does not subscribe when cleaned up before the library arrives', async () => {
    const library = fakeLibrary();
    let resolve: (api: WebVitalsApi) => void = () => {};
    const cleanup = installWebVitals(win, () => 0, () => new Promise((done) => {
      resolve = done;
    }));
    cleanup();
    resolve(library.api);
    await Promise.resolve();
    await Promise.resolve();
    expect(library.subscribed()).toEqual([]);
  });
});
