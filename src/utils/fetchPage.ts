/**
 * Fetches the page at `pathname` as a navigation to it would, with the site's cookies. A module
 * of its own: the drawn-demos reader, in every page's main bundle, needs only this, not the
 * reading of the HTML that the worker and the demos' chunks bring.
 */
export function fetchPage(pathname: string): Promise<Response> {
  return fetch(pathname, {credentials: 'same-origin'});
}
