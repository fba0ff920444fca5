// @vitest-environment node
/** A crashing ad is hidden and reported; the slot keeps its space. */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {advance, installGtag, renderSlot, slotLabel, slotRoot} from './fixtures';

// jsdom and the translation stand-in, before the imports above load.
await vi.hoisted(() => import('../../shared/__tests__/docusaurusDom'));

vi.mock('../AdInHouse', () => ({
  default: function CrashingInHouse(): never {
    throw new Error('in-house ad crashed');
  },
}));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a crashing ad', () => {
  it('is hidden, reported once, and leaves the page alone', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const gtag = installGtag();
    const {container, unmount} = renderSlot({shape: 'image'});
    advance(3500);
    expect(slotLabel(container)).toBe('in-house-body-top-image');
    expect(slotRoot(container).innerHTML).toBe('');
    expect(container.textContent).toBe('Lead paragraph.');
    expect(gtag).toHaveBeenCalledWith('event', 'ad', {eventAction: 'crash', eventLabel: 'in-house-body-top-image'});
    expect(gtag.mock.calls.filter(([, , payload]) => (payload as {eventAction: string}).eventAction === 'crash')).toHaveLength(1);
    unmount();
  });
});
