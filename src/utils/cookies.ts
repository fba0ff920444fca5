/**
 * Cookie access that never throws: with cookies blocked (browser settings, sandboxed frames)
 * reading or writing `document.cookie` throws a SecurityError, and a preference that cannot be
 * kept must not break the page. The document is passed in.
 */

/** The document's cookie string, or '' when cookies are blocked. */
export function readCookies(doc: Document): string {
  try {
    return doc.cookie;
  } catch {
    return '';
  }
}

/** Sets one cookie (`name=value; attributes`); false when cookies are blocked. */
export function writeCookie(doc: Document, cookie: string): boolean {
  try {
    doc.cookie = cookie;
    return true;
  } catch {
    return false;
  }
}
