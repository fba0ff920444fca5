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
 * element at the same place among the part's focusable elements gets the focus, and the click
 * (found by its attributes and its ancestors', then by order among elements alike in those).
 * Keys pressed on the part before it goes live are handed on too, and so are keys pressed once
 * the live part has replaced the server's HTML but before the focus is handed on: meanwhile the
 * focus is on the document, the element it was on gone. Text typed into the server HTML's
 * fields before the part went live (a grid's code still loading) goes into the live fields as if
 * typed there, so the components' state has it.
 *
 * After the first page (a client-side navigation), the part shows its page's server HTML if the
 * stash has it (`stashKey`): fetched ahead of the navigation, or kept when the page was left
 * before the part went live (Back and Forward). It then goes live as on the first page, so a
 * navigation to a page of demos renders no demo. Without it, a part in the page's first screen
 * renders with the page, before its first frame; one further down renders when it comes near the
 * viewport, as above, so that a navigation costs only what the reader sees (a component page's
 * demos were most of its render). A navigation to a `#fragment`, and Back and Forward, render
 * every part at once: the scroll position they go to needs the page's height.
 *
 * Even a part in view at load stays out of the page's hydration: the Data Grid demo near the top
 * of its page, hydrated with the page, made its longest task 400-550 ms on Lighthouse's simulated
 * phone (a commit and its effects run in one go); rendered as a part of its own, 150-220 ms.
 *
 * A part whose server HTML is an empty box until the browser measures it (a Data Grid demo) is
 * given a `snapshotId`: the build draws it in a browser and puts that DOM in the page (see
 * DEMO_SNAPSHOT_ATTRIBUTE). With its snapshot in, it goes live only when the reader reaches for
 * it (a mouse over it, a tap, a press, keyboard focus; see `partEventEffect`), so its costly
 * first render never runs while the page loads; without one (the dev server), as above.
 * A part whose server HTML already shows it as it would be live (`onlyWhenReached`: a demo
 * without effects, timers or browser-only reads) goes live the same way: until the reader reaches
 * for it (the pointer crossing the box around it counts), its code and the libraries it renders
 * with are not even loaded.
 *
 * For content whose first render in the browser matches its server HTML (a demo's preview).
 */
import React, {startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {DEMO_SNAPSHOT_ATTRIBUTE, DEMO_SNAPSHOT_TAKEN_ATTRIBUTE} from '../../constants/dom';
import {firstPageHasHydrated} from '../../utils/hydration';
import {
  afterFirstPageStart,
  focusableIndex,
  focusableKey,
  focusableKeyOrdinal,
  focusables,
  keystrokeOf,
  lostKeyHandOn,
  queueHandOn,
  pathWithin,
  type HandOn,
  inFirstScreen,
  NEAR_VIEWPORT_ROOT_MARGIN,
  PART_EVENTS,
  partEventEffect,
} from './nearViewport';
import {stopTaking, takeLostKeys, useHandOnWhenLive} from './handOnWhenLive';
import {partStash, stashKeyOf} from './partStash';
import {usePageLeaving} from '../KeepLeavingPage/pageLeaving';
import styles from './styles.module.css';

/**
 * How the part starts: live on the server; as the server's HTML while the first page hydrates;
 * after it, see `afterFirstPageStart`.
 */
function startOf(historyAction: string): 'live' | 'server' | 'measure' {
  if (typeof document === 'undefined') {
    return 'live';
  }
  if (!firstPageHasHydrated()) {
    return 'server';
  }
  return afterFirstPageStart(window.location.hash, historyAction);
}

/**
 * Runs `go` once what the children need has loaded (at once when nothing has to); a failed load
 * (offline) leaves the part as it is.
 */
function whenPrepared(prepare: (() => Promise<void>) | undefined, go: () => void): void {
  if (prepare) {
    prepare().then(go, () => undefined);
  } else {
    go();
  }
}

interface HydrateNearViewportProps {
  readonly children: ReactNode;
  /** For content drawn only in the browser: the id (unique on the page) its snapshot is taken under. */
  readonly snapshotId?: string;
  /**
   * Loads what the children need to render (a demo's code that loads on demand). The part goes
   * live once it has resolved, and stays as it is if it fails; a part live from its first render
   * calls it at once.
   */
  readonly prepare?: () => Promise<void>;
  /** Whether what `prepare` loads is here already: a part in the first screen after a navigation then renders before the first paint. */
  readonly prepared?: boolean;
  /** Set when the part must go live now, wherever it is (a reader editing a demo's code). */
  readonly wanted?: boolean;
  /**
   * The part's name on its page (unique there): after the first page, the part shows the HTML
   * the stash has under it (see partStash.ts) until it goes live: the server's, fetched for a
   * navigation, or the part's own when its page was left before it went live.
   */
  readonly stashKey?: string;
  /**
   * Set when the server's HTML shows the part as it would be live: it then goes live only when
   * the reader reaches for it (as a part with a snapshot does), not as it comes near the viewport.
   */
  readonly onlyWhenReached?: boolean;
}

export default function HydrateNearViewport({
  children,
  snapshotId,
  prepare,
  prepared = false,
  wanted = false,
  onlyWhenReached = false,
  stashKey,
}: HydrateNearViewportProps): ReactNode {
  const {action} = useHistory();
  const [start] = useState(() => startOf(action));
  const [stashedAs] = useState(() => (stashKey === undefined || typeof window === 'undefined' ? undefined : stashKeyOf(window.location.pathname, stashKey)));
  // After the first page: as the server drew it, or as it was left, when the stash has it.
  const [stashed] = useState(() => (start !== 'server' && stashedAs !== undefined ? partStash.take(stashedAs) : undefined));
  const [live, setLive] = useState(start === 'live' && stashed === undefined);
  const liveNow = useRef(live);
  const element = useRef<HTMLDivElement>(null);
  const handOn = useRef<HandOn[]>([]);
  // The element holding the server's HTML: once replaced by the live part, it still holds what
  // the reader typed into its fields.
  const serverElement = useRef<HTMLDivElement | null>(null);
  // The last element of the server's HTML an event was handed on from, and the listener that
  // hands on the keys the document gets once that HTML is gone, until the hand-on is over.
  const handedOnLast = useRef<HandOn | undefined>(undefined);
  const stopTakingLostKeys = useRef<(() => void) | undefined>(undefined);

  // After the first page: a part the reader sees in the first frame renders before it (a state
  // update in a layout effect is rendered and committed before the browser paints). Its code
  // may still be loading: it then renders when it has, as a part live from the start did.
  useLayoutEffect(() => {
    const box = element.current?.parentElement;
    if (start !== 'measure' || stashed !== undefined || !box || !inFirstScreen(box.getBoundingClientRect(), window.scrollY, window.innerHeight)) {
      return;
    }
    // A measurement of layout that decides what to render, before paint: what layout effects are
    // for (https://react.dev/reference/react/useLayoutEffect#measuring-layout-before-the-browser-repaints-the-screen).
    if (prepared) {
      // The measurement above decides this render, before the first paint.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setLive(true);
    } else {
      whenPrepared(prepare, () => setLive(true));
    }
    // Measured once, as the page mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pageLeaving = usePageLeaving();
  useEffect(() => {
    const server = element.current;
    const box = server?.parentElement;
    // A page being left (held out of the document until it is torn down) goes live no more.
    if (live || !server || !box || pageLeaving) {
      return undefined;
    }
    serverElement.current = server;
    const goLive = (): void => whenPrepared(prepare, () => setLive(true));
    const warmUp = (): void => whenPrepared(prepare, () => startTransition(() => setLive(true)));
    if (wanted) {
      goLive();
      return undefined;
    }
    // A part with a snapshot shown from the stash shows the snapshot (an empty part is not stashed).
    const reachOnly = onlyWhenReached || server.hasAttribute(DEMO_SNAPSHOT_TAKEN_ATTRIBUTE) || (stashed !== undefined && snapshotId !== undefined);
    // Coming near the viewport is not urgent: as a transition, React renders the children in
    // slices of a few milliseconds, yielding to the browser between them, and the server HTML
    // stays until the render is done. Rendered at once, all the demos that come near together
    // render in one task.
    const observer = reachOnly
      ? null
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && warmUp(), {
          rootMargin: NEAR_VIEWPORT_ROOT_MARGIN,
        });
    observer?.observe(box);
    // A press is handed on as a click at once: the part is replaced before the button is
    // released, so the browser's own click would find the press and release on two elements.
    const onEvent = (event: Event): void => {
      const pointer = event instanceof PointerEvent ? event : undefined;
      const effect = partEventEffect({type: event.type, pointerType: pointer?.pointerType, button: pointer?.button}, reachOnly);
      if (effect === 'warmUp') {
        warmUp();
      } else if (effect === 'live') {
        goLive();
      } else if (effect === 'handOn') {
        const index = focusableIndex(server, event.target);
        const target = focusables(server)[index];
        handOn.current = queueHandOn(handOn.current, event.type, {
          index,
          key: target ? focusableKey(server, target) : null,
          ordinal: target ? focusableKeyOrdinal(server, target) : 0,
          path: target && event.target instanceof Element ? pathWithin(target, event.target) : [],
          ...(event instanceof KeyboardEvent ? {keystroke: keystrokeOf(event)} : {}),
        });
        handedOnLast.current = [...handOn.current].reverse().find((entry) => entry.key !== null);
        stopTakingLostKeys.current ??= takeLostKeys(server, (keystroke) => {
          const entry = lostKeyHandOn(handedOnLast.current, keystroke);
          if (entry) {
            handOn.current = [...handOn.current, entry];
          }
          return entry !== undefined;
        });
        goLive();
      }
    };
    // On the box around the part: a pointer reaching for the part crosses the box's padding first.
    for (const type of PART_EVENTS) {
      box.addEventListener(type, onEvent);
    }
    return () => {
      observer?.disconnect();
      for (const type of PART_EVENTS) {
        box.removeEventListener(type, onEvent);
      }
    };
  }, [live, prepare, wanted, onlyWhenReached, stashed, snapshotId, pageLeaving]);

  useEffect(() => () => stopTaking(stopTakingLostKeys), []);

  // Leaving the page with the part not live: its HTML is kept for Back and Forward, read from
  // the element (no longer in the page, and unchanged) only if they ask for it. Kept once: as the
  // docs layout starts holding the page left (Back may come before it is torn down), or else as
  // the part unmounts.
  useEffect(() => {
    liveNow.current = live;
  }, [live]);
  useEffect(() => {
    const node = element.current;
    if (pageLeaving) {
      return undefined;
    }
    return () => {
      // An empty part leaves the stash as it is (HTML fetched for the page since it mounted).
      if (!liveNow.current && node && stashedAs !== undefined && node.firstChild !== null) {
        partStash.stash(stashedAs, () => node.innerHTML);
      }
    };
  }, [stashedAs, pageLeaving]);

  // Live from the first render (a navigation to a #fragment, Back, Forward): load at once.
  useEffect(() => {
    if (start === 'live' && stashed === undefined) {
      prepare?.().catch(() => undefined);
    }
  }, [start, stashed, prepare]);

  useHandOnWhenLive(live, {partRef: element, handOnRef: handOn, serverElementRef: serverElement, stopTakingLostKeysRef: stopTakingLostKeys});

  const snapshotAttribute = snapshotId === undefined ? {} : {[DEMO_SNAPSHOT_ATTRIBUTE]: snapshotId};
  return live ? (
    <div key="live" ref={element} className={styles.part} {...snapshotAttribute}>
      {children}
    </div>
  ) : (
    // The server's HTML for the children (or the build's snapshot of them) stays as it is until
    // the part goes live.
    <div
      key="server"
      ref={element}
      className={styles.part}
      {...snapshotAttribute}
      dangerouslySetInnerHTML={{__html: stashed ?? ''}}
      suppressHydrationWarning
    />
  );
}
