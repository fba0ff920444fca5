// @vitest-environment node
/** The layout is drawn once per page load. Own file: a fresh page load. */
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {renderSlot, slotLabel} from './fixtures';

// jsdom and the translation stand-in, before the imports above load.
await vi.hoisted(() => import('../../shared/__tests__/docusaurusDom'));

beforeAll(() => {
  vi.useFakeTimers();
});

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the layout', () => {
  it('is drawn on the first slot and kept for the page load', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    const first = renderSlot();
    expect(slotLabel(first.container)).toBe('carbon-body-top-inline');
    first.unmount();
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    const second = renderSlot();
    expect(slotLabel(second.container)).toBe('carbon-body-top-inline');
    second.unmount();
    vi.unstubAllGlobals();
  });
});
