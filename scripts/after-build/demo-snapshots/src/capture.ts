/**
 * The browser half of the demo snapshots: a built page loaded in Chromium, each waiting part
 * brought into view so that it goes live, and, once its DOM has stopped changing, what it drew.
 */
import type {Page} from 'playwright-core';

/** What a part drew, as the page saw it once the part's DOM had been still for a while. */
export interface DrawnPart {
  readonly html: string;
  readonly classes: readonly string[];
  /** The text of every rule in the page's `<style>` sheets (Emotion's among them). */
  readonly rules: readonly string[];
}

export interface CaptureTimings {
  /** How long a part's DOM must stay unchanged to count as drawn. */
  readonly quietMs: number;
  /** How long a part may take to go live and be drawn. */
  readonly timeoutMs: number;
}

export const CAPTURE_TIMINGS = {quietMs: 250, timeoutMs: 20_000} as const satisfies CaptureTimings;

/** The pause after bringing a part into view: a few frames, for the page to see it there. */
const VIEW_MS = 60;

/**
 * The mark the part's server element carries as the page is served to the drawing browser (see
 * `withServerMarks`); the live part lacks it.
 */
export const SERVER_MARK = 'data-demo-snapshot-server';

/**
 * The attributes that name other elements by id: a snapshot's ids are renamed, and these with
 * them, so that none repeats an id the page's live components generate (React's `useId`).
 */
const ID_REFERENCES = [
  'for',
  'headers',
  'list',
  'form',
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-labelledby',
  'aria-owns',
];

interface DrawArgs extends CaptureTimings {
  /** Each part's id, and the selector that finds it. */
  readonly parts: readonly {readonly id: string; readonly selector: string}[];
  readonly idReferences: readonly string[];
  readonly serverMark: string;
  /** The pause after bringing a part into view, so that the page sees it there before the next. */
  readonly viewMs: number;
}

/**
 * Runs in the page (Playwright sends its source): it must name nothing from outside itself.
 * Brings each part into view in turn, then waits for all of them at once; resolves with what
 * each drew (its ids prefixed with the part's id, its fields' state in attributes), or with a
 * reason it could not.
 */
async function drawParts({parts, idReferences, serverMark, quietMs, timeoutMs, viewMs}: DrawArgs): Promise<(DrawnPart | {readonly error: string})[]> {
  const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
  const REVIEW_MS = 1000;
  const deadline = Date.now() + timeoutMs;
  for (const {selector} of parts) {
    // A part takes no box of its own (display: contents): its parent is what comes into view.
    document.querySelector(selector)?.parentElement?.scrollIntoView({block: 'center'});
    await sleep(viewMs);
  }
  const drawOne = async (selector: string): Promise<{readonly live: Element} | {readonly error: string}> => {
    let live = document.querySelector(selector);
    let shown = Date.now();
    // Until it is there, live (not a server element, nor one of the page navigated from) and has
    // drawn something (a part may load its code first).
    while (!live || live.hasAttribute(serverMark) || live.childElementCount === 0) {
      if (Date.now() > deadline) {
        const state = !live ? 'did not appear on the page' : live.hasAttribute(serverMark) ? 'did not go live' : 'drew nothing';
        return {error: `it ${state} within ${timeoutMs} ms`};
      }
      // A part scrolled past between two frames may never have been seen in view (a slow or busy
      // browser): still waiting after a while, it is brought into view again. One that has gone
      // live stays live, so the parts taking turns does not undo any.
      if (live?.hasAttribute(serverMark) && Date.now() - shown > REVIEW_MS) {
        live.parentElement?.scrollIntoView({block: 'center'});
        shown = Date.now();
      }
      await sleep(50);
      live = document.querySelector(selector);
    }
    let changed = Date.now();
    const observer = new MutationObserver(() => {
      changed = Date.now();
    });
    observer.observe(live, {subtree: true, childList: true, attributes: true, characterData: true});
    try {
      while (Date.now() - changed < quietMs) {
        if (Date.now() > deadline) {
          return {error: `its DOM was still changing after ${timeoutMs} ms`};
        }
        await sleep(50);
      }
    } finally {
      observer.disconnect();
    }
    return {live};
  };
  const results = await Promise.all(parts.map(({selector}) => drawOne(selector)));
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    if (sheet.ownerNode instanceof HTMLStyleElement) {
      for (const rule of sheet.cssRules) {
        rules.push(rule.cssText);
      }
    }
  }
  return results.map((result, index) => {
    if ('error' in result) {
      return result;
    }
    const copy = result.live.cloneNode(true) as Element;
    // What a reader changed or React set as a property only: the attributes carry it into HTML.
    const liveFields = result.live.querySelectorAll('input');
    copy.querySelectorAll('input').forEach((field, fieldIndex) => {
      const live = liveFields[fieldIndex];
      if (live) {
        field.toggleAttribute('checked', live.checked);
        field.setAttribute('value', live.value);
      }
    });
    const prefix = `${parts[index]?.id ?? ''}-`;
    const ids = new Set<string>();
    for (const element of copy.querySelectorAll('[id]')) {
      ids.add(element.id);
      element.id = `${prefix}${element.id}`;
    }
    for (const element of copy.querySelectorAll('*')) {
      for (const name of idReferences) {
        const value = element.getAttribute(name);
        if (value !== null) {
          element.setAttribute(name, value.split(/\s+/).map((token) => (ids.has(token) ? `${prefix}${token}` : token)).join(' '));
        }
      }
    }
    const classes = new Set<string>();
    for (const element of copy.querySelectorAll('[class]')) {
      element.classList.forEach((name) => classes.add(name));
    }
    return {html: copy.innerHTML, classes: [...classes], rules};
  });
}

/**
 * Runs in the page: marks the parts on it as not the ones to draw (like server elements), then
 * moves to `path` as a link would, without loading the page.
 */
function navigate({path, attribute, serverMark}: {readonly path: string; readonly attribute: string; readonly serverMark: string}): void {
  for (const part of document.querySelectorAll(`[${attribute}]`)) {
    part.setAttribute(serverMark, '');
  }
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
}

export interface CaptureTarget {
  /** The page's path on the server. */
  readonly path: string;
  /** How errors name the page (its file). */
  readonly label: string;
  /** Its parts' ids. */
  readonly ids: readonly string[];
}

/**
 * Draws the parts of `target` in `page`. A fresh page (`page.url()` blank) loads it from
 * `origin` and waits for it to hydrate; a page that already shows one of the site's pages moves
 * to it in the browser, as a link would, which spares loading and hydrating every page: the
 * parts then render live at once, as they do after any client-side navigation, and draw the
 * same DOM. Fails, naming the page and the part, when one cannot be drawn or the page throws.
 */
export async function captureParts(
  page: Page,
  origin: string,
  target: CaptureTarget,
  options: {readonly attribute: string; readonly hydratedAttribute: string},
  timings: CaptureTimings = CAPTURE_TIMINGS,
): Promise<Map<string, DrawnPart>> {
  const {path, label, ids} = target;
  const thrown: string[] = [];
  const onError = (error: Error): void => {
    thrown.push(error.message);
  };
  page.on('pageerror', onError);
  try {
    if (page.url().startsWith(origin)) {
      await page.evaluate(navigate, {path, attribute: options.attribute, serverMark: SERVER_MARK});
    } else {
      await page.goto(`${origin}${path}`, {waitUntil: 'load', timeout: timings.timeoutMs});
      await page.waitForSelector(`html[${options.hydratedAttribute}="true"]`, {state: 'attached', timeout: timings.timeoutMs});
    }
    const parts = ids.map((id) => ({id, selector: `[${options.attribute}=${JSON.stringify(id)}]`}));
    const results = await page.evaluate(drawParts, {parts, idReferences: ID_REFERENCES, serverMark: SERVER_MARK, viewMs: VIEW_MS, ...timings});
    if (thrown.length > 0) {
      throw new Error(`demo-snapshots: ${label}: the page threw while its demos were drawn: ${thrown.join('; ')}`);
    }
    const drawn = new Map<string, DrawnPart>();
    results.forEach((result, index) => {
      const id = ids[index] ?? '';
      if ('error' in result) {
        throw new Error(`demo-snapshots: ${label}: the demo "${id}" could not be drawn: ${result.error}.`);
      }
      drawn.set(id, result);
    });
    return drawn;
  } finally {
    page.off('pageerror', onError);
  }
}
