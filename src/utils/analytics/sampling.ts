/**
 * Sampling draws. Randomness is an argument so tests choose the draw.
 */
import {FORCE_WEB_VITALS} from '../../constants/analytics';

/**
 * Whether a draw falls in the sampled share: a draw up to and including the rate is in. Drawn
 * once per page load for web vitals: the whole session reports, or none of it does.
 */
export function sampleSession(random: number, rate: number): boolean {
  return random <= rate;
}

/** Whether the browser-test hook forces web vitals on (see FORCE_WEB_VITALS). */
export function isWebVitalsForced(storedValue: string | null): boolean {
  return storedValue === FORCE_WEB_VITALS.enabledValue;
}
