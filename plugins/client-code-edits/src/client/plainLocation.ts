/**
 * Where a link's `to` leads, when it can be known without the current address: an absolute path
 * (with any query and fragment) of characters that need no decoding. Docusaurus' `Link` hands
 * react-router such paths, with the site's base URL already in them. Anything else (a relative
 * path, a location object or function, a percent-encoded path, which react-router decodes) is
 * left to react-router's own link.
 */

export interface PlainLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** An absolute path of URL characters other than `%`, which react-router would decode. */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?#]*$/;

/** Whether `to` is a path whose target is known without the current address. */
export function isPlainPath(to: unknown): to is string {
  return typeof to === 'string' && PLAIN_PATH.test(to);
}

/** As the history package (v4) splits a path: the fragment first, then the query; a lone `?` or `#` is none. */
export function locationOfPath(to: string): PlainLocation {
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  const searchAt = beforeHash.indexOf('?');
  const pathname = searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt);
  const search = searchAt === -1 ? '' : beforeHash.slice(searchAt);
  return {pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash};
}

/** The path a location stands for, as the history package writes it. */
export function pathOf({pathname, search, hash}: PlainLocation): string {
  return pathname + (search === '' || search.startsWith('?') ? search : `?${search}`) + (hash === '' || hash.startsWith('#') ? hash : `#${hash}`);
}

/**
 * Whether a click on the link should follow it in the app, as react-router's link decides: the
 * main button, no modifier key, opening in this browsing context, not prevented by a handler.
 */
export function followsInApp(click: {
  readonly defaultPrevented: boolean;
  readonly button: number;
  readonly modified: boolean;
  readonly target: string | undefined;
}): boolean {
  return !click.defaultPrevented && click.button === 0 && !click.modified && (click.target === undefined || click.target === '' || click.target === '_self');
}
