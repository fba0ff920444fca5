/**
 * What the reader did to a part's server HTML, done again on the live part once it is drawn:
 * the events queued on the server HTML (a click, a focus, keys) and the text typed into its
 * fields. Also the keys the document gets between the swap and that replay.
 */
import {useEffect, type RefObject} from 'react';
import {HAND_ON_MAX_FRAMES, followPath, handOnTarget, keystrokeOf, typedTexts, typeInto, type HandOn, type Keystroke} from './nearViewport';

/**
 * Once the live part has replaced `server` (the part's server HTML), the focus is on the
 * document until the hand-on focuses the live element: the keys the reader presses meanwhile are
 * meant for it, and go to `take` (which says whether it took the key) until the returned function
 * is called.
 */
export function takeLostKeys(server: HTMLElement, take: (keystroke: Keystroke) => boolean): () => void {
  const onKeyDown = (event: KeyboardEvent): void => {
    const onDocument = event.target === document.body || event.target === document.documentElement;
    if (onDocument && !server.isConnected && take(keystrokeOf(event))) {
      // Not the document's own action for it (an arrow key would scroll the page).
      event.preventDefault();
    }
  };
  document.addEventListener('keydown', onKeyDown, true);
  return () => document.removeEventListener('keydown', onKeyDown, true);
}

export function stopTaking(stop: RefObject<(() => void) | undefined>): void {
  stop.current?.();
  stop.current = undefined;
}

/** An event handed on to a focusable element. */
type KeyedHandOn = HandOn & {readonly key: string};

interface HandOnState {
  /** The part's element: its live children once `live`. */
  readonly partRef: RefObject<HTMLDivElement | null>;
  /** The events queued on the server HTML, in order; emptied as they are replayed. */
  readonly handOnRef: RefObject<HandOn[]>;
  /** The element that held the server's HTML: it still holds what the reader typed into its fields. */
  readonly serverElementRef: RefObject<HTMLDivElement | null>;
  /** Stops the document listener that takes lost keys (see `takeLostKeys`). */
  readonly stopTakingLostKeysRef: RefObject<(() => void) | undefined>;
}

/**
 * Once `live`, replays the queue on the live part, in an effect of the part's component: React
 * runs the children's effects first, so the click finds them set up. Children that draw a render
 * after they mount (a Data Grid) get a few frames to draw the elements, found by their keys;
 * failing that, the elements at the same indexes get it. Text typed before the part went live
 * goes into the same fields, as if typed there.
 */
export function useHandOnWhenLive(live: boolean, {partRef, handOnRef, serverElementRef, stopTakingLostKeysRef}: HandOnState): void {
  useEffect(() => {
    if (!live) {
      return undefined;
    }
    // Events on no focusable element are not handed on (the live part takes the next ones). Keys
    // taken from the document join the queue until it is empty.
    const keyed = (): KeyedHandOn[] => handOnRef.current.filter((event): event is KeyedHandOn => event.key !== null);
    const typed = serverElementRef.current ? typedTexts(serverElementRef.current) : [];
    serverElementRef.current = null;
    const part = partRef.current;
    if (!part || (keyed().length === 0 && typed.length === 0)) {
      handOnRef.current = [];
      stopTaking(stopTakingLostKeysRef);
      return undefined;
    }
    let frame = 0;
    const handOnWhenDrawn = (): void => {
      const last = frame === HAND_ON_MAX_FRAMES;
      const targets = keyed().map((event) => handOnTarget(part, event.key, event.ordinal, event.index, last));
      const fields = typed.map((text) => handOnTarget(part, text.key, text.ordinal, text.index, last));
      if ((targets.includes(undefined) || fields.includes(undefined)) && !last) {
        frame += 1;
        request = requestAnimationFrame(handOnWhenDrawn);
        return;
      }
      typed.forEach((text, index) => {
        const field = fields[index];
        if (field) {
          typeInto(field, text.value);
        }
      });
      // One event per task, as the browser delivers them: what each one changes is rendered
      // before the next (a key after a click acts on the state the click left).
      const replay = (): void => {
        const [event, ...later] = keyed();
        handOnRef.current = later;
        if (!event) {
          stopTaking(stopTakingLostKeysRef);
          return;
        }
        // Looked up again, not taken from the wait above: the events before it may have rendered
        // the element anew, and keys taken from the document since have no target found yet.
        const target = handOnTarget(part, event.key, event.ordinal, event.index, true);
        if (target && event.keystroke) {
          target.dispatchEvent(new KeyboardEvent('keydown', {...event.keystroke, bubbles: true, cancelable: true}));
        } else if (target) {
          target.focus();
          if (event.click) {
            const pressed = followPath(target, event.path);
            (pressed instanceof HTMLElement ? pressed : target).click();
          }
        }
        timer = setTimeout(replay, 0);
      };
      replay();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request = 0;
    handOnWhenDrawn();
    return () => {
      cancelAnimationFrame(request);
      clearTimeout(timer);
    };
    // The refs are the component's, the same on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);
}
