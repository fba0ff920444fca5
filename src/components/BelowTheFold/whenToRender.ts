/**
 * When the part of a page below its first screens renders (see ./index.tsx): at once, or after the
 * first screens have been painted.
 */

export interface PageEnvironment {
  /** Rendering on the server (building the page's HTML). */
  readonly server: boolean;
  /** The first page of the visit has hydrated: this render is a client-side navigation's. */
  readonly hydrated: boolean;
  /** The address's fragment (`#usage`), or '' for none. */
  readonly hash: string;
  /** The history moved Back or Forward (or the page was loaded): not a link followed. */
  readonly backOrForward: boolean;
}

/**
 * At once on the server and while the first page hydrates (the HTML must be the whole page, and
 * hydration must find what the server rendered), for an address into the page (the browser
 * scrolls to the fragment's element, which must be there) and on Back and Forward (the scroll
 * position restored needs the page's whole height). Later only on a link followed to the top of
 * a page.
 */
export function rendersAtOnce({server, hydrated, hash, backOrForward}: PageEnvironment): boolean {
  return server || !hydrated || hash !== '' || backOrForward;
}
