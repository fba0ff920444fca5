/**
 * The part of a page below its first screens: plugins/below-the-fold moves it into this component
 * when the page is built.
 *
 * On the server and while the first page of a visit hydrates, it renders at once: the HTML holds
 * the whole page, and hydration matches it. On a client-side navigation it renders after the first
 * screens have been painted, as a transition (in slices, with input handled between them): the
 * next page appears after its first screens' work only. Until then a placeholder a screen high
 * keeps the pagination and the footer below the screen. An address into the page (`#usage`)
 * renders everything at once, so that the browser can scroll to its target, and so do Back and
 * Forward, whose restored scroll position needs the page's whole height.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {isBackOrForward} from '../../utils/historyAction';
import {firstPageHasHydrated} from '../../utils/hydration';
import {rendersAtOnce} from './whenToRender';
import {usePageLeaving} from '../KeepLeavingPage/pageLeaving';
import styles from './styles.module.css';

function rendersAtOnceHere(historyAction: string): boolean {
  if (typeof document === 'undefined') {
    return rendersAtOnce({server: true, hydrated: false, hash: '', backOrForward: false});
  }
  return rendersAtOnce({
    server: false,
    hydrated: firstPageHasHydrated(),
    hash: window.location.hash,
    backOrForward: isBackOrForward(historyAction),
  });
}

/** Calls `run` in a task after the next frame has been painted; returns the cancel. */
function afterNextPaint(run: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

export default function BelowTheFold({children}: {readonly children: ReactNode}): ReactNode {
  const {action} = useHistory();
  const [shown, setShown] = useState(() => rendersAtOnceHere(action));
  // A page left before its rest rendered (held out of the document until it is torn down) does
  // not render it.
  const pageLeaving = usePageLeaving();
  useEffect(() => {
    if (shown || pageLeaving) {
      return undefined;
    }
    return afterNextPaint(() => startTransition(() => setShown(true)));
  }, [shown, pageLeaving]);
  return shown ? children : <div className={styles.placeholder} aria-hidden="true" />;
}
