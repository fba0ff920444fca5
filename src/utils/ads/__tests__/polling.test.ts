import {describe, expect, it} from 'vitest';
import {INITIAL_POLL_STATE, nextPollState, observeBanner, type BannerObservation, type PollState} from '../polling';
import {AD_NETWORK} from '../../../constants/ads';

const MISS: BannerObservation = {bannerFound: false, isFallbackLink: false};
const BANNER: BannerObservation = {bannerFound: true, isFallbackLink: false};
const FALLBACK: BannerObservation = {bannerFound: true, isFallbackLink: true};

/** Runs the machine over observations the way the slot does: stop once done. */
function run(observations: readonly BannerObservation[]): PollState[] {
  const states: PollState[] = [];
  let state = INITIAL_POLL_STATE;
  for (const observation of observations) {
    if (state.done) {
      break;
    }
    state = nextPollState(state, observation);
    states.push(state);
  }
  return states;
}

const misses = (count: number) => Array.from({length: count}, () => MISS);

describe('nextPollState', () => {
  it.each([
    ['1 miss', 1, {tries: 1, blocked: false, fallbackLink: false, done: false}],
    ['6 misses', 6, {tries: 6, blocked: false, fallbackLink: false, done: false}],
    ['7 misses: blocked, still polling', 7, {tries: 7, blocked: true, fallbackLink: false, done: false}],
    ['29 misses', 29, {tries: 29, blocked: true, fallbackLink: false, done: false}],
    ['30 misses: blocked and done', 30, {tries: 30, blocked: true, fallbackLink: false, done: true}],
    ['more misses than allowed', 40, {tries: 30, blocked: true, fallbackLink: false, done: true}],
  ])('%s', (_name, count, expected) => {
    expect(run(misses(count)).at(-1)).toEqual(expected);
  });

  it.each([
    ['a banner on the first try', [BANNER], {tries: 1, blocked: false, fallbackLink: false, done: true}],
    ['a banner after 3 misses', [...misses(3), BANNER], {tries: 4, blocked: false, fallbackLink: false, done: true}],
    ['a late banner clears blocked', [...misses(10), BANNER], {tries: 11, blocked: false, fallbackLink: false, done: true}],
    ['a banner on the last try', [...misses(29), BANNER], {tries: 30, blocked: false, fallbackLink: false, done: true}],
    ['the fallback link', [...misses(2), FALLBACK], {tries: 3, blocked: false, fallbackLink: true, done: true}],
    ['a late fallback link', [...misses(8), FALLBACK], {tries: 9, blocked: false, fallbackLink: true, done: true}],
  ])('%s', (_name, observations, expected) => {
    expect(run(observations).at(-1)).toEqual(expected);
  });

  it('never changes a finished state', () => {
    const done = nextPollState(INITIAL_POLL_STATE, FALLBACK);
    expect(nextPollState(done, MISS)).toBe(done);
    expect(nextPollState(done, BANNER)).toBe(done);
  });

  it('ignores a fallback flag without a banner', () => {
    expect(nextPollState(INITIAL_POLL_STATE, {bannerFound: false, isFallbackLink: true}).fallbackLink).toBe(false);
  });

  it('takes other limits', () => {
    const limits = {maxTries: 3, blockedAfterTries: 1};
    const first = nextPollState(INITIAL_POLL_STATE, MISS, limits);
    const second = nextPollState(first, MISS, limits);
    const third = nextPollState(second, MISS, limits);
    expect([first.blocked, second.blocked, third.done]).toEqual([false, true, true]);
  });
});

/** A minimal ParentNode over a selector → element table. */
function fakeRoot(elements: Readonly<Record<string, {getAttribute(name: string): string | null}>>): ParentNode {
  return {querySelector: (selector: string) => elements[selector] ?? null} as unknown as ParentNode;
}
const anchor = (href: string | null) => ({getAttribute: (name: string) => (name === 'href' ? href : null)});

describe('observeBanner', () => {
  it.each([
    ['an empty page', {}, MISS],
    ['a banner', {[AD_NETWORK.bannerSelector]: anchor(null), [AD_NETWORK.bannerLinkSelector]: anchor('https://ads.example.com/click')}, BANNER],
    ['a banner with the fallback link', {[AD_NETWORK.bannerSelector]: anchor(null), [AD_NETWORK.bannerLinkSelector]: anchor(AD_NETWORK.fallbackLink)}, FALLBACK],
    ['a fallback-like link with a trailing slash', {[AD_NETWORK.bannerSelector]: anchor(null), [AD_NETWORK.bannerLinkSelector]: anchor(`${AD_NETWORK.fallbackLink}/`)}, BANNER],
  ])('%s', (_name, elements, expected) => {
    expect(observeBanner(fakeRoot(elements))).toEqual(expected);
  });
});
