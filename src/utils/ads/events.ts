/**
 * Ad analytics payloads (spec §7 "Analytics ad events", §9 sampling; reference §1.9, §1.10).
 * Events go out only through src/utils/gtag.ts.
 */
import {AD_EVENT_ACTIONS, AD_EVENT_CATEGORY, type AdEventAction} from '../../constants/ads';
import {sendGaEvent, type GtagWindow} from '../gtag';

export interface AdEvent {
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
 * A crash is reported even when nothing was labelled yet; the reference sends the string
 * `'null'` then, so reports stay comparable.
 */
export function crashEvent(label: string | null): AdEvent {
  return {category: AD_EVENT_CATEGORY, action: AD_EVENT_ACTIONS.crash, label: String(label)};
}

/** Display events are sampled: a draw in [0, 1) below the ratio sends. */
export function shouldSendDisplay(random: number, ratio: number): boolean {
  return random < ratio;
}

export interface AdDataAttributes {
  readonly 'data-ga-event-category': string;
  readonly 'data-ga-event-action': string;
  /** Absent (not rendered) when there is no label. */
  readonly 'data-ga-event-label'?: string;
}

/** The data attributes the click tracking reads, for an element of the ad. */
export function adDataAttributes(label: string | null): AdDataAttributes {
  const {category, action} = clickEvent(label);
  return label === null
    ? {'data-ga-event-category': category, 'data-ga-event-action': action}
    : {'data-ga-event-category': category, 'data-ga-event-action': action, 'data-ga-event-label': label};
}

export function sendAdEvent(win: GtagWindow | undefined, event: AdEvent): boolean {
  return sendGaEvent(win, event.category, event.action, event.label);
}
