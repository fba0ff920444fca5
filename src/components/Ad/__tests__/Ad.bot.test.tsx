// @vitest-environment node
/** Crawlers get an empty slot. Own file: the user agent is read once per page load. */
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {advance, installGtag, renderSlot, slotRoot} from './fixtures';

// jsdom and the translation stand-in, before the imports above load.
await vi.hoisted(() => import('../../shared/__tests__/docusaurusDom'));

beforeAll(() => {
  vi.useFakeTimers();
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a crawler', () => {
  it('gets an empty slot: no label, no polling, no script, no events', () => {
    const gtag = installGtag();
    const {container, unmount} = renderSlot({shape: 'image'});
    const root = slotRoot(container);
    expect(root.innerHTML).toBe('');
    expect(root.hasAttribute('data-ga-event-label')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    advance(20_000);
    expect(root.innerHTML).toBe('');
    expect(gtag).not.toHaveBeenCalled();
    unmount();
  });
});
