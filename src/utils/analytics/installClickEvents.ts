/**
 * Declarative click events: one document listener reports clicks inside elements that carry
 * `data-ga-event-*` attributes (which element and what is sent: clickEvent.ts).
 */
import {callGtag} from '../gtag';
import {clickEventFromTarget} from './clickEvent';
import {createCleanups, type AnalyticsWindow, type Cleanup} from './installer';

/** `random` is a draw in [0, 1), taken once per click for the click's split. */
export function installClickEvents(win: AnalyticsWindow, random: () => number): Cleanup {
  const cleanups = createCleanups();
  // Capture phase: the target is still attached to its ancestors even when a click handler
  // re-renders or stops propagation.
  cleanups.listen(win.document, 'click', (event) => {
    const args = clickEventFromTarget(event.target, random());
    if (args !== null) {
      callGtag(win, ...args);
    }
  }, {capture: true, passive: true});
  return cleanups.run;
}
