/**
 * Ad analytics payloads: display (sampled), click and crash events.
 * Events go out only through src/utils/gtag.ts.
 */
import {AD_EVENT_ACTIONS, AD_EVENT_CATEGORY, type AdEventAction} from '../../constants/ads';
import {sendGaEvent, type GtagWindow} from '../gtag';

interface AdEvent {
  readonly category: typeof AD_EVENT_CATEGORY;
  readonly action: AdEventAction;
  readonly label: string | null;
}

export function displayEvent(label: string): AdEvent {
  return {category: AD_EVENT_CATEGORY, action: AD_EVENT_ACTIONS.display, label};
}

/** Clicks are sent by the site's generic click tracking from these values (data attributes). */
export function clickEvent(label: string | null): AdEvent {
  return {category: AD_EVENT_CATEGORY, action: AD_EVENT_ACTIONS.click, label};
}

/**
 * A crash is reported even when nothing was labelled yet, with the label `'null'`: what
 * mui.com's docs send then, so the two sites' reports stay comparable.
 */
export function crashEvent(label: string | null): AdEvent {
  return {category: AD_EVENT_CATEGORY, action: AD_EVENT_ACTIONS.crash, label: String(label)};
}

/** Display events are sampled: a draw in [0, 1) below the ratio sends. */
export function shouldSendDisplay(random: number, ratio: number): boolean {
  return random < ratio;
}

export function sendAdEvent(win: GtagWindow | undefined, event: AdEvent): boolean {
  return sendGaEvent(win, event.category, event.action, event.label);
}
