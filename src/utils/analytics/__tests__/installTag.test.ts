// @vitest-environment jsdom
/** The tag on its own: one library script per page, and a queue that outlives the session. */
import {afterEach, describe, expect, it} from 'vitest';
import type {AnalyticsWindow} from '../installer';
import {installTag} from '../installTag';

const win = window as AnalyticsWindow;

afterEach(() => {
  delete win.dataLayer;
  delete win.gtag;
  document.head.innerHTML = '';
});

describe('installTag', () => {
  it('loads the library once, even when installed again', () => {
    installTag(win, 'G-TEST')();
    installTag(win, 'G-TEST');
    expect(document.head.querySelectorAll('script[src="https://www.googletagmanager.com/gtag/js?id=G-TEST"]')).toHaveLength(1);
  });

  it('leaves the queue in place when cleaned up', () => {
    installTag(win, 'G-TEST')();
    expect(typeof win.gtag).toBe('function');
    expect(Array.isArray(win.dataLayer)).toBe(true);
  });
});
