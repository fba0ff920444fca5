/**
 * The distance and focus rules of HydrateNearViewport, apart from React. The focus rules take
 * the DOM as an argument.
 */
import {isBackOrForward} from '../../utils/historyAction';

/** How far ahead, in viewport heights, a part counts as near. */
export const NEAR_VIEWPORTS = 1;

/** The same distance as an IntersectionObserver's `rootMargin`, above and below. */
export const NEAR_VIEWPORT_ROOT_MARGIN = `${NEAR_VIEWPORTS * 100}% 0px`;

/**
 * How a part mounting after the first page has hydrated starts (a page reached by a client-side
 * navigation, or content that mounts later):
 * - `live`: rendered at once, with the page: the browser will scroll to a place in the page (a
 *   `#fragment`, or the position Back and Forward restore), which must be where the page's
 *   full height puts it;
 * - `measure`: rendered at once if it is in the first screen (see `inFirstScreen`), else
 *   when it comes near the viewport, as on the first page.
 */
export function afterFirstPageStart(hash: string, historyAction: string): 'live' | 'measure' {
  return hash !== '' || isBackOrForward(historyAction) ? 'live' : 'measure';
}

/**
 * Whether a part's box is in the viewport now, or would be once the page is scrolled to its top
 * (where a navigation without a fragment puts it: the scroll is reset after the part measures).
 * The reader sees such a part in the page's first frame, so it renders with the page; one
 * further down would otherwise cost the navigation its render before it can be seen.
 */
export function inFirstScreen(box: {readonly top: number; readonly bottom: number}, scrollY: number, viewportHeight: number): boolean {
  const inViewNow = box.top < viewportHeight && box.bottom > 0;
  const inViewAtTop = box.top + scrollY < viewportHeight;
  return inViewNow || inViewAtTop;
}

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

/**
 * What an event in a part that is not live yet does:
 * - `handOn`: the part goes live at once and the event is handed on (focus, a click or a key);
 * - `live`: the part goes live at once, nothing handed on (the browser's own click follows);
 * - `warmUp`: the part goes live as a transition, nothing handed on (a mouse arriving over it);
 * - `none`: nothing.
 * A part whose server HTML (or snapshot) shows it as it would be live (`reachOnly`) goes live
 * only when the reader reaches for it. On a touch
 * screen that is the end of a tap: a finger that goes down on it may be scrolling the page (the
 * browser then cancels the pointer instead of lifting it), and the click that ends a tap comes
 * after the focus, so it is too late to hand on. A part without one goes live as it nears the
 * viewport, and a press before that counts as a click.
 */
export type PartEventEffect = 'handOn' | 'live' | 'warmUp' | 'none';

export function partEventEffect(
  event: {readonly type: string; readonly pointerType?: string; readonly button?: number},
  reachOnly: boolean,
): PartEventEffect {
  const touch = event.pointerType === 'touch';
  switch (event.type) {
    case 'click':
    case 'focusin':
    case 'keydown':
      return 'handOn';
    case 'pointerdown':
      // Another button than the main one (a context menu) is no click to hand on.
      if ((event.button ?? 0) !== 0) {
        return 'live';
      }
      return reachOnly && touch ? 'none' : 'handOn';
    case 'pointerup':
      return reachOnly && touch ? 'live' : 'none';
    case 'pointerover':
      return reachOnly && !touch ? 'warmUp' : 'none';
    default:
      return 'none';
  }
}

/** The events a part listens for until it goes live. */
export const PART_EVENTS = ['pointerover', 'pointerdown', 'pointerup', 'click', 'focusin', 'keydown'] as const;

/**
 * How many frames a handed-on focus or click waits for the live part to draw the element it goes
 * to (a Data Grid draws its cells a render after it mounts).
 */
export const HAND_ON_MAX_FRAMES = 60;

/** The attributes that tell one focusable element of a part from another, besides its tag. */
const KEY_ATTRIBUTES = ['role', 'type', 'name', 'href', 'aria-label', 'data-field', 'data-rowindex', 'data-id'] as const;

/**
 * What names `element` within `root` whatever else the part draws around it: the tag and
 * telling attributes of the element and of each ancestor up to `root`. A snapshot drawn at
 * another width than the reader's has other columns and rows around a cell, so its index among
 * the focusable elements may differ while its key does not.
 */
export function focusableKey(root: ParentNode, element: Element): string {
  const steps: string[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    const attributes = KEY_ATTRIBUTES.flatMap((name) => {
      const value = node?.getAttribute(name);
      return value === null || value === undefined ? [] : [`${name}=${value}`];
    });
    steps.push([node.tagName.toLowerCase(), ...attributes].join(' '));
  }
  return steps.join(' < ');
}

/**
 * Which of the focusable elements of `root` that share `element`'s key it is (0 for the first):
 * the rows of a plain table have checkboxes alike in every attribute, told apart only by order.
 */
export function focusableKeyOrdinal(root: ParentNode, element: Element): number {
  const key = focusableKey(root, element);
  return focusables(root)
    .filter((candidate) => focusableKey(root, candidate) === key)
    .indexOf(element as HTMLElement);
}

/**
 * The live part's element that a focus or click handed on goes to: the `ordinal`-th focusable
 * with the same key (see `focusableKey`, `focusableKeyOrdinal`), else, once `fallBack`, the one
 * at the same index; or undefined.
 */
export function handOnTarget(root: ParentNode, key: string, ordinal: number, index: number, fallBack: boolean): HTMLElement | undefined {
  const candidates = focusables(root);
  const sameKey = candidates.filter((element) => focusableKey(root, element) === key);
  return sameKey[ordinal] ?? (fallBack ? candidates[index] : undefined);
}

/** A text field the reader typed in before its part went live: which one, and what it holds. */
export interface TypedText {
  readonly key: string;
  readonly ordinal: number;
  readonly index: number;
  readonly value: string;
}

/** Fields whose text a reader types (not checkboxes, radios, ranges or buttons: a click hands those on). */
const TEXT_FIELDS = ['textarea', ...['', 'text', 'search', 'email', 'url', 'tel', 'number', 'password'].map((type) => (type ? `input[type="${type}"]` : 'input:not([type])'))].join(', ');

/**
 * The text fields of `root` whose text is no longer the one they were drawn with (`defaultValue`,
 * the server's `value` attribute or a textarea's content): what the reader typed before the part
 * went live, to be put into the live part's fields.
 */
export function typedTexts(root: ParentNode): TypedText[] {
  // Every part that goes live asks, and almost always nothing was typed: the part's focusable
  // elements are listed only when a field was.
  const typed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)].filter((field) => field.value !== field.defaultValue);
  if (typed.length === 0) {
    return [];
  }
  const all = focusables(root);
  return typed.map((field) => ({key: focusableKey(root, field), ordinal: focusableKeyOrdinal(root, field), index: all.indexOf(field), value: field.value}));
}

/**
 * Puts `value` into a live text field as typing would, so that the component's change handler
 * sees it: through the prototype's value setter (React watches the element's own `value`
 * property, so a change made there would not count; see https://github.com/facebook/react/issues/10135),
 * then an `input` event. Returns whether the field took it (not a text field: no).
 */
export function typeInto(field: Element, value: string): boolean {
  const textField = field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement ? field : null;
  if (!textField || !textField.matches(TEXT_FIELDS) || textField.value === value) {
    return false;
  }
  const prototype = textField instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Reflect.set(prototype, 'value', value, textField);
  textField.dispatchEvent(new Event('input', {bubbles: true}));
  try {
    // The caret after the text, where typing left it.
    textField.setSelectionRange(value.length, value.length);
  } catch {
    // Fields without a selection (number, email) keep the browser's.
  }
  return true;
}

/** An event on a part that was not live yet, to hand on to the live part. */
export interface HandOn {
  /** The index, among the part's focusable elements, of the one that took focus or a click. */
  readonly index: number;
  /** Its key (see `focusableKey`), or null when the event was on no focusable element. */
  readonly key: string | null;
  /** Which of the elements with that key it is (see `focusableKeyOrdinal`). */
  readonly ordinal: number;
  /** Whether it is clicked, or only focused. */
  readonly click: boolean;
  /** A press whose own click has not come yet: that click is this one, not another. */
  readonly pressed: boolean;
  /** Where in that element the event was: the child indexes down to its target (a tree item's label). */
  readonly path: readonly number[];
  /** A key pressed on it, handed on as a `keydown` (its text, if in a field, is handed on apart). */
  readonly keystroke?: Keystroke;
}

export interface Keystroke {
  readonly key: string;
  readonly code: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
}

/** What a `keydown` pressed, to press again on the live part. */
export function keystrokeOf(event: Keystroke): Keystroke {
  return {key: event.key, code: event.code, shiftKey: event.shiftKey, ctrlKey: event.ctrlKey, altKey: event.altKey, metaKey: event.metaKey};
}

/**
 * A key pressed once the live part has replaced the server's HTML but before the hand-on has
 * focused the live twin of the element the reader was on: the focus fell to the document with
 * the element, so the key goes to that element, `last` (the last one an event was handed on to),
 * after what was queued before it. Not Tab: the browser moves the focus on from where the
 * removed element was, as the reader expects.
 */
export function lostKeyHandOn(last: HandOn | undefined, keystroke: Keystroke): HandOn | undefined {
  if (!last || last.key === null || keystroke.key === 'Tab') {
    return undefined;
  }
  return {index: last.index, key: last.key, ordinal: last.ordinal, path: [], click: false, pressed: false, keystroke};
}

/** The child indexes from `ancestor` down to `target` ([] when they are the same or unrelated). */
export function pathWithin(ancestor: Element, target: Element): number[] {
  const path: number[] = [];
  let node: Element | null = target;
  while (node && node !== ancestor) {
    const parent: Element | null = node.parentElement;
    if (!parent) {
      return [];
    }
    path.unshift([...parent.children].indexOf(node));
    node = parent;
  }
  return node === ancestor ? path : [];
}

/** The element at `path` below `ancestor`, or the deepest one on the way that exists. */
export function followPath(ancestor: Element, path: readonly number[]): Element {
  let node = ancestor;
  for (const index of path) {
    const child = node.children[index];
    if (!child) {
      break;
    }
    node = child;
  }
  return node;
}

/**
 * The events to hand on once a part goes live, with one more: every press and click in order
 * (a reader may press twice while the part's code loads), a press and the click that ends it
 * counted once, and focus.
 */
export function queueHandOn(queue: readonly HandOn[], type: string, target: Omit<HandOn, 'click' | 'pressed'>): HandOn[] {
  if (type === 'keydown') {
    return [...queue, {...target, click: false, pressed: false}];
  }
  if (type === 'click') {
    const press = queue.map((entry) => entry.pressed).lastIndexOf(true);
    if (press !== -1) {
      // The click ends the press, on the element it was released over.
      return queue.map((entry, index) => (index === press ? {...target, click: true, pressed: false} : entry));
    }
    return [...queue, {...target, click: true, pressed: false}];
  }
  return [...queue, {...target, click: type === 'pointerdown', pressed: type === 'pointerdown'}];
}

/** How many parts' HTML `createPartStash` keeps (the oldest go first): a few pages' worth. */
export const STASHED_PARTS_MAX = 200;

/**
 * The HTML of parts by page and part, for parts mounting after the first page: those not live
 * when their page was left (Back and Forward show a part as it was, without its code, which may
 * not have loaded), and those a page's server HTML drew, fetched for a client-side navigation.
 *
 * A part's HTML may be stashed as a function that gives it, called once, when it is first taken:
 * a part left on a navigation is stashed as its element, serialized only if Back or Forward asks
 * for it, not in the navigation (each of a component page's parts cost 1-3 ms at 4x CPU slowdown
 * right after the next page's commit). Empty HTML counts as nothing stashed.
 */
export function createPartStash(max = STASHED_PARTS_MAX): {
  readonly stash: (key: string, html: string | (() => string)) => void;
  readonly take: (key: string) => string | undefined;
} {
  const parts = new Map<string, string | (() => string)>();
  return {
    stash(key, html) {
      parts.delete(key);
      parts.set(key, html);
      for (const oldest of parts.keys()) {
        if (parts.size <= max) {
          break;
        }
        parts.delete(oldest);
      }
    },
    take(key) {
      const stashed = parts.get(key);
      if (typeof stashed !== 'function') {
        return stashed === '' ? undefined : stashed;
      }
      const html = stashed();
      // Set in place, so the part keeps its age.
      parts.set(key, html);
      return html === '' ? undefined : html;
    },
  };
}
