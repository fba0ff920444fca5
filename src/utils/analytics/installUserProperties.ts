/**
 * User properties: sent on load, then recomputed on every signal that may change one (route,
 * OS colour scheme, pixel ratio, palette mode, code variant) and re-sent only when something
 * changed.
 */
import {CODE_VARIANT_CHANGE_EVENT, type CodeVariant} from '../../constants/code';
import {PREFERS_DARK_QUERY, STORAGE_KEYS} from '../../constants/colorMode';
import {initialCodeVariant} from '../codePreferences';
import {callGtag} from '../gtag';
import {pathnameToLanguage} from '../paths';
import {codeVariantFromEventDetail, parseCodeVariantCookie} from './codeVariant';
import {
  createCleanups,
  documentCookie,
  guarded,
  mediaQuery,
  readStorage,
  type AnalyticsWindow,
  type Cleanup,
  type RouteUpdates,
} from './installer';
import {colorSchemeInUse, resolutionQuery, userProperties, userPropertiesChanged, type UserProperties} from './userProperties';

/** Infima's attribute on `<html>` holding the palette mode in use (written by the colour mode). */
const PALETTE_MODE_ATTRIBUTE = 'data-theme';

export function installUserProperties(win: AnalyticsWindow, routes: RouteUpdates): Cleanup {
  const doc = win.document;
  const cleanups = createCleanups();
  const prefersDark = mediaQuery(win, PREFERS_DARK_QUERY);
  let currentPathname = win.location.pathname;
  // What the reader sees: the code-preferences store starts from the same hash and cookie.
  let codeVariant: CodeVariant = initialCodeVariant(win.location.hash, documentCookie(doc));
  let sentProperties: UserProperties | null = null;

  const refresh = guarded(() => {
    const osDark = prefersDark?.matches ?? false;
    const next = userProperties({
      codeVariant,
      userLanguage: pathnameToLanguage(currentPathname).userLanguage,
      devicePixelRatio: win.devicePixelRatio,
      colorSchemeOS: osDark ? 'dark' : 'light',
      colorScheme: colorSchemeInUse(doc.documentElement.getAttribute(PALETTE_MODE_ATTRIBUTE), readStorage(win, STORAGE_KEYS.mode), osDark),
    });
    if (userPropertiesChanged(sentProperties, next) && callGtag(win, 'set', 'user_properties', next)) {
      sentProperties = next;
    }
  });

  if (prefersDark !== null) {
    cleanups.listen(prefersDark, 'change', refresh);
  }

  // The resolution query only reports leaving the current ratio, so each change re-arms it.
  function watchPixelRatio(): void {
    const query = mediaQuery(win, resolutionQuery(win.devicePixelRatio));
    if (query !== null) {
      cleanups.listen(query, 'change', () => {
        refresh();
        watchPixelRatio();
      }, {once: true});
    }
  }
  watchPixelRatio();

  // Another tab changed the mode (`null` key: storage cleared). Same-tab changes show up as the
  // attribute change below; both may fire for one change, and the second sends nothing.
  cleanups.listen(win, 'storage', (event) => {
    const {key} = event as StorageEvent;
    if (key === STORAGE_KEYS.mode || key === null) {
      refresh();
    }
  });
  guarded(() => {
    const observer = new MutationObserver(refresh);
    observer.observe(doc.documentElement, {attributes: true, attributeFilter: [PALETTE_MODE_ATTRIBUTE]});
    cleanups.add(() => observer.disconnect());
  })();

  // Dispatched on the document by the code-preferences store after it wrote the cookie.
  cleanups.listen(doc, CODE_VARIANT_CHANGE_EVENT, (event) => {
    const announced = codeVariantFromEventDetail('detail' in event ? event.detail : undefined);
    codeVariant = announced ?? parseCodeVariantCookie(documentCookie(doc));
    refresh();
  });

  cleanups.add(routes.subscribe((pathname) => {
    currentPathname = pathname;
    refresh();
  }));

  refresh();
  return cleanups.run;
}
