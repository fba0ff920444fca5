/**
 * Holds the doc page being left mounted, out of the document, until the browser is next idle,
 * and only then lets React tear it down.
 *
 * React tears a page down in the navigation's own work: it detaches every fiber of the page left,
 * runs its effects' cleanups, then runs the new page's effects, in the task right after the new
 * page's commit, before the browser draws the next frame. On a component page that teardown was
 * most of that task: Button to Button Group at 4x CPU slowdown, about 45 of its 53 ms (CPU
 * profile), between the new page's first frame and the next. Here the new page is committed
 * beside the old one, whose element is taken out of the document in the same commit (the
 * reader never sees both, and no selector finds both); React removes the old page later, in a
 * render of its own when the browser is idle (at the latest a second later).
 *
 * The page left sees the router as it was (its own router state, frozen): it never renders for
 * the new address (React may still render its router's readers again, with the same state; the
 * route-split plugin's memo stops that at the route's component). Its effects keep running until
 * it goes: they act on elements no longer in the document. What must happen as a page is left
 * happens when `usePageLeaving()` turns true (./pageLeaving.ts). A page the reader goes Back to
 * while it is held mounts afresh.
 */
import React, {memo, startTransition, useContext, useEffect, useLayoutEffect, useRef, useState, type ContextType, type ReactNode} from 'react';
import {__RouterContext as RouterContext} from 'react-router';
import {firstHeldPages, heldPagesFor, withoutLeaving, type HeldPages} from './heldPages';
import {PageLeavingContext} from './pageLeaving';
import {whenIdle} from '../../utils/whenIdle';
import styles from './styles.module.css';

type RouterState = ContextType<typeof RouterContext>;

/** At the latest this long after the navigation, if the browser is never idle. */
const IDLE_TIMEOUT_MS = 1000;

/** Without `requestIdleCallback` (Safari): this long after the new page's effects. */
const NO_IDLE_CALLBACK_DELAY_MS = 300;

interface HeldPageBoxProps {
  readonly leaving: boolean;
  readonly router: RouterState;
  readonly children: ReactNode;
}

/**
 * One page, in a box with no layout of its own. Memoised: the page leaving renders again only to
 * be marked leaving, with the same element and router state; React then renders no more of it
 * than the readers of those two contexts, which see the values they had.
 */
const HeldPageBox = memo(function HeldPageBox({leaving, router, children}: HeldPageBoxProps): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    const parent = element?.parentNode;
    if (!leaving || !element || !parent) {
      return undefined;
    }
    // Out of the document in the commit that shows the new page, before it is painted.
    element.remove();
    // A layout effect's cleanup runs as React deletes the component, before it removes the
    // component's element from the parent it rendered it in: the element goes back there first.
    return () => {
      parent.appendChild(element);
    };
  }, [leaving]);
  return (
    <RouterContext.Provider value={router}>
      <PageLeavingContext.Provider value={leaving}>
        <div ref={box} className={styles.page}>
          {children}
        </div>
      </PageLeavingContext.Provider>
    </RouterContext.Provider>
  );
});

export default function KeepLeavingPage({children}: {readonly children: ReactNode}): ReactNode {
  const router = useContext(RouterContext);
  const [held, setHeld] = useState<HeldPages<ReactNode, RouterState>>(() => firstHeldPages(router.location.pathname, children, router));
  const next = heldPagesFor(held, router.location.pathname, children, router);
  if (next !== held) {
    // React's pattern for state derived from props: it renders again at once, before committing.
    setHeld(next);
  }
  const leavingId = next.leaving?.id;
  useEffect(() => {
    if (leavingId === undefined) {
      return undefined;
    }
    return whenIdle(() => startTransition(() => setHeld((pages) => withoutLeaving(pages, leavingId))), IDLE_TIMEOUT_MS, NO_IDLE_CALLBACK_DELAY_MS);
  }, [leavingId]);
  return (
    <>
      <HeldPageBox key={next.shown.id} leaving={false} router={next.shown.router}>
        {next.shown.element}
      </HeldPageBox>
      {next.leaving && (
        <HeldPageBox key={next.leaving.id} leaving router={next.leaving.router}>
          {next.leaving.element}
        </HeldPageBox>
      )}
    </>
  );
}
