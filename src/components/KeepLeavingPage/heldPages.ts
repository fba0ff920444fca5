/**
 * Which doc pages the layout holds (see ./index.tsx): the page shown, and the page being left
 * until it is torn down. Each page gets an id of its own when it is shown, so that a page shown
 * again (Back to the page being left) mounts afresh rather than taking the held one's place.
 */

/** A page as the layout last rendered it: its address, its element and the router state it saw. */
export interface HeldPage<Element, Router> {
  readonly id: number;
  readonly pathname: string;
  readonly element: Element;
  readonly router: Router;
}

export interface HeldPages<Element, Router> {
  readonly shown: HeldPage<Element, Router>;
  readonly leaving: HeldPage<Element, Router> | null;
}

/** The pages held as the layout first renders. */
export function firstHeldPages<Element, Router>(pathname: string, element: Element, router: Router): HeldPages<Element, Router> {
  return {shown: {id: 0, pathname, element, router}, leaving: null};
}

/**
 * The pages held once the layout renders `element` for `pathname`: `pages` itself when nothing
 * changed; the shown page brought up to date when its address is the same (a new fragment, the
 * layout rendering again); else a new page shown, and the one shown until now leaving (a page
 * that was leaving already is let go).
 */
export function heldPagesFor<Element, Router>(
  pages: HeldPages<Element, Router>,
  pathname: string,
  element: Element,
  router: Router,
): HeldPages<Element, Router> {
  const {shown, leaving} = pages;
  if (shown.pathname !== pathname) {
    return {shown: {id: Math.max(shown.id, leaving?.id ?? 0) + 1, pathname, element, router}, leaving: shown};
  }
  if (shown.element === element && shown.router === router) {
    return pages;
  }
  return {shown: {...shown, element, router}, leaving};
}

/** The pages held once the page `id` has been let go, if it is still the one leaving. */
export function withoutLeaving<Element, Router>(pages: HeldPages<Element, Router>, id: number): HeldPages<Element, Router> {
  return pages.leaving?.id === id ? {shown: pages.shown, leaving: null} : pages;
}
