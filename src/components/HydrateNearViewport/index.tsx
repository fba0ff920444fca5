/**
 * Server-rendered content that the browser hydrates only when it comes near the viewport, each
 * such part as work of its own that React splits into short slices, instead of inside the page's
 * hydration.
 *
 * While the first page hydrates, a part already near the viewport hydrates as usual. Any other
 * part renders an element whose inner HTML React leaves alone (an empty
 * `dangerouslySetInnerHTML`, the mismatch suppressed), so its server HTML stays on screen,
 * untouched; when it nears the viewport, or when something in it takes focus or a click, it
 * renders its children afresh in a new element in the same place. The result looks the same;
 * what the children do in the browser (handlers, state, effects) starts then. Focus and a click
 * that came first are handed on: the element at the same place among the part's focusable
 * elements gets the focus, and the click.
 * After the first page, client-side navigation renders the children at once.
 *
 * For content whose first render in the browser matches its server HTML (a demo's preview).
 */
import React, {startTransition, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {HAS_HYDRATED_ATTRIBUTE, HYDRATE_NEAR_VIEWPORT_ATTRIBUTE} from '../../constants/dom';
import {focusableIndex, focusables, isNearViewport, NEAR_VIEWPORT_ROOT_MARGIN} from './nearViewport';
import styles from './styles.module.css';

/**
 * Whether the part renders live in its first render: on the server, after the first page, and
 * for a part near the viewport while the first page hydrates (its server element is in the
 * document and laid out already, so reading its place forces no extra layout).
 */
function liveAtFirst(id: string): boolean {
  if (typeof document === 'undefined' || document.documentElement.getAttribute(HAS_HYDRATED_ATTRIBUTE) === 'true') {
    return true;
  }
  const server = document.querySelector(`[${HYDRATE_NEAR_VIEWPORT_ATTRIBUTE}="${CSS.escape(id)}"]`);
  // The part has no box of its own (display: contents): its parent's place is its place.
  const box = server?.parentElement;
  return !box || isNearViewport(box.getBoundingClientRect(), window.innerHeight);
}

export default function HydrateNearViewport({children}: {readonly children: ReactNode}): ReactNode {
  const id = useId();
  const [live, setLive] = useState(() => liveAtFirst(id));
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

  const marker = {[HYDRATE_NEAR_VIEWPORT_ATTRIBUTE]: id};
  return live ? (
    <div key="live" ref={element} className={styles.part} {...marker}>
      {children}
    </div>
  ) : (
    // The server's HTML for the children stays as it is until the part goes live.
    <div key="server" ref={element} className={styles.part} {...marker} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
  );
}
