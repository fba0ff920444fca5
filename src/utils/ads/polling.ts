/**
 * Banner polling as a state machine. The slot checks for the network banner every 500 ms, at most
 * 30 times. More than 6 misses count as blocked, but polling goes on: a banner that appears late
 * clears the blocked state. The first banner seen ends polling, and tells whether it is the
 * network's fallback link (no paid ad).
 */
import {AD_NETWORK, AD_POLL} from '../../constants/ads';

export interface PollState {
  /** Checks made so far. */
  readonly tries: number;
  readonly blocked: boolean;
  /** The banner served is the network's fallback link: show an in-house ad instead. */
  readonly fallbackLink: boolean;
  /** No further check is due. */
  readonly done: boolean;
}

export const INITIAL_POLL_STATE: PollState = {tries: 0, blocked: false, fallbackLink: false, done: false};

/** What one check saw in the document. */
export interface BannerObservation {
  readonly bannerFound: boolean;
  /** The banner's link is the network's fallback link (only meaningful with a banner). */
  readonly isFallbackLink: boolean;
}

interface PollLimits {
  readonly maxTries: number;
  readonly blockedAfterTries: number;
}

/** The state after one more check. A finished state never changes. */
export function nextPollState(
  state: PollState,
  {bannerFound, isFallbackLink}: BannerObservation,
  limits: PollLimits = AD_POLL,
): PollState {
  if (state.done) {
    return state;
  }
  const tries = state.tries + 1;
  if (bannerFound) {
    return {tries, blocked: false, fallbackLink: isFallbackLink, done: true};
  }
  return {
    tries,
    blocked: state.blocked || tries > limits.blockedAfterTries,
    fallbackLink: false,
    done: tries >= limits.maxTries,
  };
}

/** Reads the banner facts from a document (or any subtree). */
export function observeBanner(root: ParentNode): BannerObservation {
  const link = root.querySelector(AD_NETWORK.bannerLinkSelector);
  return {
    bannerFound: root.querySelector(AD_NETWORK.bannerSelector) !== null,
    isFallbackLink: link?.getAttribute('href') === AD_NETWORK.fallbackLink,
  };
}
