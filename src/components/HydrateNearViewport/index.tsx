/**
 * Server-rendered content that the browser hydrates only when it comes near the viewport, each
 * such part as work of its own that React splits into short slices, instead of inside the page's
 * hydration.
 *
 * While the first page hydrates, every part renders an element whose inner HTML React leaves
 * alone (an empty `dangerouslySetInnerHTML`, the mismatch suppressed), so its server HTML stays
 * on screen, untouched; when it is near the viewport (a part in view is, as soon as the page has
 * hydrated), or when something in it takes focus or a click, it renders its children afresh in a
 * new element in the same place. The result looks the same; what the children do in the browser
 * (handlers, state, effects) starts then. Focus and a click that came first are handed on: the
 * element at the same place among the part's focusable elements gets the focus, and the click.
 * After the first page, client-side navigation renders the children at once.
 *
 * Even a part in view at load stays out of the page's hydration: the Data Grid demo near the top
 * of its page, hydrated with the page, made its longest task 400-550 ms on Lighthouse's simulated
 * phone (a commit and its effects run in one go); rendered as a part of its own, 150-220 ms.
 *
 * For content whose first render in the browser matches its server HTML (a demo's preview).
 */
import React, {startTransition, useEffect, useRef, useState, type ReactNode} from 'react';
import {HAS_HYDRATED_ATTRIBUTE} from '../../constants/dom';
import {focusableIndex, focusables, NEAR_VIEWPORT_ROOT_MARGIN} from './nearViewport';
import styles from './styles.module.css';

/** Whether the part renders live in its first render: on the server, and after the first page. */
function liveAtFirst(): boolean {
  return typeof document === 'undefined' || document.documentElement.getAttribute(HAS_HYDRATED_ATTRIBUTE) === 'true';
}

export default function HydrateNearViewport({children}: {readonly children: ReactNode}): ReactNode {
  const [live, setLive] = useState(liveAtFirst);
  const element = useRef<HTMLDivElement>(null);
  // What happened before the part went live: the index, among its focusable elements, of the
  // one that took focus or a click, and whether it was a click.
  const handOn = useRef<{readonly index: number; readonly click: boolean} | null>(null);

  useEffect(() => {
    const server = element.current;
    const box = server?.parentElement;
    if (live || !server || !box) {
      return undefined;
    }
    const goLive = (): void => setLive(true);
    // Coming near the viewport is not urgent: as a transition, React renders the children in
    // slices of a few milliseconds, yielding to the browser between them, and the server HTML
    // stays until the render is done. Rendered at once, all the demos that come near together
    // render in one task.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && startTransition(goLive), {
      rootMargin: NEAR_VIEWPORT_ROOT_MARGIN,
    });
    observer.observe(box);
    // A press is handed on as a click at once: the part is replaced before the button is
    // released, so the browser's own click would find the press and release on two elements.
    const onEvent = (event: Event): void => {
      handOn.current = {index: focusableIndex(server, event.target), click: event.type !== 'focusin'};
      goLive();
    };
    const types = ['pointerdown', 'click', 'focusin'] as const;
    for (const type of types) {
      server.addEventListener(type, onEvent);
    }
    return () => {
      observer.disconnect();
      for (const type of types) {
        server.removeEventListener(type, onEvent);
      }
    };
  }, [live]);

  // After the children's own effects, so that the click finds them set up.
  useEffect(() => {
    const event = handOn.current;
    handOn.current = null;
    const target = live && event && element.current ? focusables(element.current)[event.index] : undefined;
    target?.focus();
    if (event?.click) {
      target?.click();
    }
  }, [live]);

  return live ? (
    <div key="live" ref={element} className={styles.part}>
      {children}
    </div>
  ) : (
    // The server's HTML for the children stays as it is until the part goes live.
    <div key="server" ref={element} className={styles.part} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
  );
}
