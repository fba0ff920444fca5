/**
 * Keeps a heavy part of the page (a live demo) as its server HTML during the page's hydration and
 * hydrates it when it nears the viewport, or as soon as the reader points at or focuses it. The
 * page becomes interactive without one long task for every demo at once, and nothing changes on
 * screen: the server HTML is the demo, already styled.
 *
 * How: while the page hydrates, a child suspends on a promise that the viewport resolves. React
 * keeps a suspended boundary's server HTML and hydrates it once the promise settles
 * (https://react.dev/reference/react/Suspense). After hydration (client-side navigation), nothing
 * waits: there is no server HTML to keep.
 */
import React, {Suspense, use, type ReactNode} from 'react';

/** Start hydrating a little before the part scrolls into view. */
const ROOT_MARGIN = '200px 0px';
/** Docusaurus sets this attribute on <html> once the page has hydrated. */
const HYDRATED_ATTRIBUTE = 'data-has-hydrated';

const waits = new Map<string, Promise<void>>();

function nearViewport(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      element.removeEventListener('pointerenter', done);
      element.removeEventListener('focusin', done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        done();
      }
    }, {rootMargin: ROOT_MARGIN});
    observer.observe(element);
    element.addEventListener('pointerenter', done);
    element.addEventListener('focusin', done);
  });
}

function waitFor(id: string): Promise<void> {
  let wait = waits.get(id);
  if (!wait) {
    const element = document.getElementById(id);
    wait = element && typeof IntersectionObserver === 'function' ? nearViewport(element) : Promise.resolve();
    waits.set(id, wait);
  }
  return wait;
}

function WaitWhileHydrating({id}: {readonly id: string}): null {
  if (typeof document !== 'undefined' && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) {
    use(waitFor(id));
  }
  return null;
}

export default function HydrateWhenVisible({id, children}: {readonly id: string; readonly children: ReactNode}): ReactNode {
  return (
    <Suspense fallback={null}>
      <WaitWhileHydrating id={id} />
      {children}
    </Suspense>
  );
}
