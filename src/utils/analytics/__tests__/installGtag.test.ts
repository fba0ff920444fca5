import {describe, expect, it} from 'vitest';
import {callGtag, installGtag, type GtagBootstrapWindow} from '../../gtag';

describe('installGtag', () => {
  it('queues the arguments object itself, as gtag.js expects', () => {
    const win: GtagBootstrapWindow = {};
    installGtag(win);
    callGtag(win, 'event', 'page_view', {page_location: '/'});
    const queue = win.dataLayer as unknown[];
    expect(queue).toHaveLength(1);
    expect(Object.prototype.toString.call(queue[0])).toBe('[object Arguments]');
    expect(Array.from(queue[0] as ArrayLike<unknown>)).toEqual(['event', 'page_view', {page_location: '/'}]);
  });

  it('keeps an existing queue and function', () => {
    const earlier = ['earlier'];
    const gtag = (): void => {};
    const win: GtagBootstrapWindow = {dataLayer: earlier, gtag};
    installGtag(win);
    expect(win.dataLayer).toBe(earlier);
    expect(win.gtag).toBe(gtag);
  });

  it('replaces a queue that is not an array', () => {
    const win: GtagBootstrapWindow = {dataLayer: 'oops'};
    installGtag(win);
    expect(win.dataLayer).toEqual([]);
  });
});
