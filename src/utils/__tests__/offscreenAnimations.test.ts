// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {OFFSCREEN_ATTRIBUTE} from '../../constants/dom';

type Report = (entries: ReadonlyArray<{target: Element; isIntersecting: boolean}>) => void;

/** A stand-in IntersectionObserver that records what it watches and reports when told. */
function fakeObserver() {
  const watched = new Set<Element>();
  const created: Array<{report: Report; rootMargin: string | undefined}> = [];
  class FakeIntersectionObserver {
    constructor(callback: Report, options?: {rootMargin?: string}) {
      created.push({report: callback, rootMargin: options?.rootMargin});
    }
    observe(element: Element): void {
      watched.add(element);
    }
    unobserve(element: Element): void {
      watched.delete(element);
    }
  }
  return {watched, created, FakeIntersectionObserver};
}

/** The module afresh: its one observer is made on first use. */
async function freshModule() {
  vi.resetModules();
  return import('../offscreenAnimations');
}

/** The module afresh, with the stand-in observer in place of the browser's. */
async function withFakeObserver() {
  const fake = fakeObserver();
  vi.stubGlobal('IntersectionObserver', fake.FakeIntersectionObserver);
  return {fake, ...(await freshModule())};
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pauseAnimationsOffscreen', () => {
  it.each([
    {case: 'off screen', isIntersecting: false, marked: true},
    {case: 'on screen (or within the margin)', isIntersecting: true, marked: false},
  ])('marks an element $case: $marked', async ({isIntersecting, marked}) => {
    const {fake, pauseAnimationsOffscreen, ON_SCREEN_MARGIN} = await withFakeObserver();
    const element = document.createElement('div');
    pauseAnimationsOffscreen(element);
    expect(fake.watched.has(element)).toBe(true);
    expect(fake.created).toHaveLength(1);
    expect(fake.created[0]?.rootMargin).toBe(ON_SCREEN_MARGIN);
    fake.created[0]?.report([{target: element, isIntersecting}]);
    expect(element.hasAttribute(OFFSCREEN_ATTRIBUTE)).toBe(marked);
  });

  it('unmarks an element coming back on screen', async () => {
    const {fake, pauseAnimationsOffscreen} = await withFakeObserver();
    const element = document.createElement('div');
    pauseAnimationsOffscreen(element);
    const report = fake.created[0]?.report;
    report?.([{target: element, isIntersecting: false}]);
    report?.([{target: element, isIntersecting: true}]);
    expect(element.hasAttribute(OFFSCREEN_ATTRIBUTE)).toBe(false);
  });

  it('watches every element with one observer, and lets an element go (unmarked) when React detaches it', async () => {
    const {fake, pauseAnimationsOffscreen} = await withFakeObserver();
    const first = document.createElement('div');
    const second = document.createElement('div');
    const release = pauseAnimationsOffscreen(first);
    pauseAnimationsOffscreen(second);
    expect(fake.created).toHaveLength(1);
    fake.created[0]?.report([{target: first, isIntersecting: false}]);
    release?.();
    expect(fake.watched.has(first)).toBe(false);
    expect(fake.watched.has(second)).toBe(true);
    expect(first.hasAttribute(OFFSCREEN_ATTRIBUTE)).toBe(false);
  });

  it('does nothing for a null ref, or where there is no IntersectionObserver', async () => {
    const {fake, pauseAnimationsOffscreen} = await withFakeObserver();
    expect(pauseAnimationsOffscreen(null)).toBeUndefined();
    expect(fake.created).toHaveLength(0);
    vi.stubGlobal('IntersectionObserver', undefined);
    const element = document.createElement('div');
    expect((await freshModule()).pauseAnimationsOffscreen(element)).toBeUndefined();
    expect(element.hasAttribute(OFFSCREEN_ATTRIBUTE)).toBe(false);
  });
});
