/**
 * React adapters over the pure ad logic in src/utils/ads: page-load facts, banner polling and
 * display events. Every browser read happens in the browser only, after hydration.
 */
import {useEffect, useState, useSyncExternalStore} from 'react';
import {AD_POLL, type AdShape} from '../../constants/ads';
import {isBot} from '../../utils/ads/bot';
import {chooseShape} from '../../utils/ads/choice';
import {displayEvent, sendAdEvent, shouldSendDisplay} from '../../utils/ads/events';
import {INITIAL_POLL_STATE, nextPollState, observeBanner, type PollState} from '../../utils/ads/polling';
import {browserWindow} from '../../utils/gtag';

interface PageAdFacts {
  readonly isBot: boolean;
  /** Chosen once per page load. */
  readonly shape: AdShape;
}

// Module scope on purpose: "once per page load" is exactly the lifetime of this module in the
// browser. The server never reads it (see getServerSnapshot).
let pageFacts: PageAdFacts | undefined;

function readPageFacts(): PageAdFacts {
  pageFacts ??= {isBot: isBot(window.navigator.userAgent), shape: chooseShape(Math.random())};
  return pageFacts;
}

const subscribeNever = () => () => undefined;
const serverFacts = () => null;

/**
 * The crawler check and layout of this page load; null on the server and while hydrating, so
 * the server's HTML (an empty, space-reserving slot) and the first client render agree.
 */
export function usePageAdFacts(): PageAdFacts | null {
  return useSyncExternalStore(subscribeNever, readPageFacts, serverFacts);
}

interface SlotDraws {
  readonly adblock: number;
  readonly inHouse: number;
}

function drawSlotRandoms(): SlotDraws {
  return {adblock: Math.random(), inHouse: Math.random()};
}

/** Random draws made once per slot, so the choice does not flicker. */
export function useSlotDraws(): SlotDraws {
  const [draws] = useState(drawSlotRandoms);
  return draws;
}

/**
 * Polls the document for the network banner while `active`: the first check
 * one interval after activation, then every interval until `nextPollState` says done.
 */
export function useBannerPolling(active: boolean): PollState {
  const [state, setState] = useState(INITIAL_POLL_STATE);
  useEffect(() => {
    if (!active) {
      return undefined;
    }
    let current = INITIAL_POLL_STATE;
    let timer: ReturnType<typeof setTimeout>;
    function check(): void {
      current = nextPollState(current, observeBanner(document));
      setState(current);
      if (!current.done) {
        timer = setTimeout(check, AD_POLL.intervalMs);
      }
    }
    timer = setTimeout(check, AD_POLL.intervalMs);
    return () => clearTimeout(timer);
  }, [active]);
  return state;
}

/**
 * Sends a sampled display event for `label`, after `delayMs` (0: at once). A label change or an
 * unmount before then cancels it.
 */
export function useAdDisplayEvent(label: string | null, ratio: number, delayMs: number): void {
  useEffect(() => {
    if (label === null || !shouldSendDisplay(Math.random(), ratio)) {
      return undefined;
    }
    const send = () => {
      sendAdEvent(browserWindow(), displayEvent(label));
    };
    if (delayMs <= 0) {
      send();
      return undefined;
    }
    const timer = setTimeout(send, delayMs);
    return () => clearTimeout(timer);
  }, [label, ratio, delayMs]);
}
