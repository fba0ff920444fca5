/**
 * Pauses the CSS animations of an element's content while it is off screen.
 *
 * A demo's animation that never ends (an indeterminate progress indicator, a skeleton's wave, a
 * loading button) keeps the browser restyling and repainting the page at every frame, wherever
 * the demo is: an SVG stroke animates on the main thread. On the Button page, at 4x CPU
 * slowdown, four such spinners below the fold kept the main thread about three quarters busy
 * (style, pre-paint and paint of the whole page), so a click there waited behind those frames.
 * Off screen, the element is marked (`OFFSCREEN_ATTRIBUTE`) and its stylesheet pauses every
 * animation inside it (`animation-play-state: paused`); it goes on from where it stopped as it
 * comes back.
 *
 * One IntersectionObserver watches every element, created on first use in the browser.
 */
import {OFFSCREEN_ATTRIBUTE} from '../constants/dom';

/**
 * How far outside the viewport an element still counts as on screen: it resumes this far
 * before it shows, so it is never seen stopped.
 */
export const ON_SCREEN_MARGIN = '100px 0px';

let observer: IntersectionObserver | null = null;

function onScreenObserver(): IntersectionObserver | null {
  if (observer === null && typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          entry.target.toggleAttribute(OFFSCREEN_ATTRIBUTE, !entry.isIntersecting);
        }
      },
      {rootMargin: ON_SCREEN_MARGIN},
    );
  }
  return observer;
}

/**
 * A ref callback: marks `element` while it is off screen, until React detaches it. Where there
 * is no IntersectionObserver, nothing is marked and everything animates.
 */
export function pauseAnimationsOffscreen(element: Element | null): (() => void) | undefined {
  const watching = element === null ? null : onScreenObserver();
  if (element === null || watching === null) {
    return undefined;
  }
  watching.observe(element);
  return () => {
    watching.unobserve(element);
    element.removeAttribute(OFFSCREEN_ATTRIBUTE);
  };
}
