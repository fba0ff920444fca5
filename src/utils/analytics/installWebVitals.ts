/**
 * Web vitals, for a sample of sessions: the draw is taken once per page load, so a session
 * reports all of its metrics or none. Unsampled sessions never download the library.
 */
import type * as WebVitals from 'web-vitals';
import {FORCE_WEB_VITALS, SAMPLING} from '../../constants/analytics';
import {callGtag} from '../gtag';
import {guarded, readStorage, type AnalyticsWindow, type Cleanup} from './installer';
import {isWebVitalsForced, sampleSession} from './sampling';
import {webVitalPayload, type WebVitalMetric} from './webVitals';

export type WebVitalsApi = Pick<typeof WebVitals, 'onCLS' | 'onINP' | 'onLCP' | 'onFCP' | 'onTTFB'>;

/**
 * `random` is a draw in [0, 1); `loadWebVitals` is only called for a sampled (or forced)
 * session. The library has no way to unsubscribe, so the cleanup drops later reports instead.
 */
export function installWebVitals(
  win: AnalyticsWindow,
  random: () => number,
  loadWebVitals: () => Promise<WebVitalsApi>,
): Cleanup {
  let stopped = false;
  guarded(() => {
    const forced = isWebVitalsForced(readStorage(win, FORCE_WEB_VITALS.storageKey));
    if (forced || sampleSession(random(), SAMPLING.webVitalsSessionRate)) {
      const report = guarded((metric: WebVitalMetric) => {
        if (!stopped) {
          callGtag(win, ...webVitalPayload(metric));
        }
      });
      void loadWebVitals()
        .then(({onCLS, onINP, onLCP, onFCP, onTTFB}) => {
          if (stopped) {
            return;
          }
          for (const subscribe of [onCLS, onINP, onLCP, onFCP, onTTFB]) {
            subscribe(report);
          }
        })
        .catch(() => {
          // The chunk failed to load (offline, blocked): no metrics this session.
        });
    }
  })();
  return () => {
    stopped = true;
  };
}
