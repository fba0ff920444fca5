/**
 * The distance and focus rules of HydrateNearViewport, apart from React. The focus rules take
 * the DOM as an argument.
 */

/** How far ahead, in viewport heights, a part counts as near. */
export const NEAR_VIEWPORTS = 1;

/** The same distance as an IntersectionObserver's `rootMargin`, above and below. */
export const NEAR_VIEWPORT_ROOT_MARGIN = `${NEAR_VIEWPORTS * 100}% 0px`;

/** What keyboard focus can land on, in document order. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';

export function focusables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** The index, among the focusable elements of `root`, of `target` or of its nearest focusable ancestor; or -1. */
export function focusableIndex(root: ParentNode, target: EventTarget | null): number {
  const focusable = target instanceof Element ? target.closest(FOCUSABLE) : null;
  return focusable ? focusables(root).indexOf(focusable as HTMLElement) : -1;
}
