/**
 * The analytics tag: the gtag queue first, then the library, which takes the queue over when it
 * arrives. Page views are sent by hand (installPageViews.ts), so the automatic one is off.
 */
import {tagLibraryUrl} from '../../constants/analytics';
import {callGtag, installGtag} from '../gtag';
import {guarded, type AnalyticsWindow, type Cleanup} from './installer';

export function installTag(win: AnalyticsWindow, measurementId: string): Cleanup {
  const doc = win.document;
  installGtag(win);
  callGtag(win, 'js', new Date());
  callGtag(win, 'config', measurementId, {send_page_view: false});
  guarded(() => {
    const src = tagLibraryUrl(measurementId);
    if (doc.querySelector(`script[src="${src}"]`) === null) {
      const script = doc.createElement('script');
      script.async = true;
      script.src = src;
      // A blocked library only means the queue is never read: nothing to handle.
      doc.head.appendChild(script);
    }
  })();
  // Nothing to undo: the queue and the library belong to the page, and a later session (hot
  // reload) reuses them.
  return () => {};
}
