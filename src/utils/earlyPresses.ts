/**
 * A press that comes before the page has hydrated counts. The chrome's controls that work only
 * through the app (the navbar's buttons, the phone menu's button, the sidebar's group toggles) are
 * marked with an attribute; until the page has hydrated they have no handlers, so a click on one
 * did nothing (or, on a group toggle, followed the link the server renders for it), and Ctrl/Cmd+K
 * or `/` found no listener. An inline head script runs `keepEarlyPresses` first: until `<html>`
 * carries the hydrated attribute, it takes such a click or shortcut in the capture phase of the
 * window, before anything else sees it, cancels what the browser would do, and keeps it; once the
 * page has hydrated, it replays what it kept, in order: a click on the same element, the shortcut
 * as a new keydown where it was pressed. Hydration keeps the server's elements, but a render right
 * after it may replace one: a sidebar group's toggle is a router link in the server's HTML (to the
 * group's first page) and a plain `href="#"` link once theme-classic knows it runs in the browser,
 * another element. A control no longer in the page is found again by its name (its `aria-label`,
 * else its text) and its rank among the controls of that name.
 *
 * It stops the event from going further, so React, which after `hydrateRoot` hydrates at once and
 * dispatches a discrete event that reaches the part still hydrating, never handles the press as
 * well: it is acted on once, by the replay. A second press of the same control (or shortcut)
 * before then is the reader trying again, and is not replayed twice (a colour toggle pressed twice
 * would end where it began). A click with a modifier key is left to the browser (a new tab).
 *
 * Docusaurus sets the hydrated attribute after the first render in the browser has committed and
 * its effects ran (`data-has-hydrated`, through its head manager), so the app's listeners (the
 * search shortcut's included) are in place when the replay comes.
 *
 * `keepEarlyPresses` is serialised into the script with `toString()`, and so are the shortcut's
 * rules it is given (`src/utils/search/shortcut.ts`): keep them self-contained and ES5. The unit
 * tests import them directly and also run the script's text.
 */
import {isSearchShortcut, isTypingTarget, type ShortcutEvent} from './search/shortcut';
import {HAS_HYDRATED_ATTRIBUTE, SCRIPTED_CONTROL_ATTRIBUTE} from '../constants/dom';

export interface EarlyPressConfig {
  /** Marks a control that works only through the app's script. */
  readonly controlAttribute: string;
  /** Set to "true" on <html> once the page has hydrated. */
  readonly hydratedAttribute: string;
}

/** The site's script config. */
export const EARLY_PRESS_SCRIPT_CONFIG = {
  controlAttribute: SCRIPTED_CONTROL_ATTRIBUTE,
  hydratedAttribute: HAS_HYDRATED_ATTRIBUTE,
} as const satisfies EarlyPressConfig;

type ShortcutTest = (event: ShortcutEvent) => boolean;
type TypingTest = (target: {readonly tagName?: string; readonly isContentEditable?: boolean} | null) => boolean;

export function keepEarlyPresses(win: Window & typeof globalThis, config: EarlyPressConfig, isShortcut: ShortcutTest, isTyping: TypingTest): void {
  var root = win.document.documentElement;
  var selector = '[' + config.controlAttribute + ']';
  var kept: unknown[] = [];
  var replays: Array<() => void> = [];
  function name(control: Element): string | null {
    return control.getAttribute('aria-label') || control.textContent;
  }
  function namesakes(control: Element): Element[] {
    return Array.prototype.filter.call(win.document.querySelectorAll(selector), function (other: Element) {
      return name(other) === name(control);
    }) as Element[];
  }
  function keep(event: Event, what: unknown, replay: () => void): void {
    event.preventDefault();
    event.stopPropagation();
    if (kept.indexOf(what) < 0) {
      kept.push(what);
      replays.push(replay);
    }
  }
  function onClick(event: MouseEvent): void {
    var target = event.target as HTMLElement | null;
    var control = target && target.closest ? target.closest(selector) : null;
    if (control && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) {
      var pressed = control;
      var rank = namesakes(pressed).indexOf(pressed);
      keep(event, pressed, function () {
        var now = pressed.isConnected ? pressed : namesakes(pressed)[rank];
        if (now instanceof win.HTMLElement) {
          now.click();
        }
      });
    }
  }
  function onKeyDown(event: KeyboardEvent): void {
    var target = event.target as HTMLElement | null;
    // The shortcut's facts, and the replayed event's init (which ignores `typing`).
    var init = {key: event.key || '', ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, shiftKey: event.shiftKey, typing: isTyping(target), bubbles: true, cancelable: true};
    if (isShortcut(init)) {
      keep(event, 'shortcut', function () {
        (target && target.isConnected ? target : win.document.body).dispatchEvent(new win.KeyboardEvent('keydown', init));
      });
    }
  }
  var observer = new win.MutationObserver(function () {
    if (root.getAttribute(config.hydratedAttribute) !== 'true') {
      return;
    }
    observer.disconnect();
    win.removeEventListener('click', onClick, true);
    win.removeEventListener('keydown', onKeyDown, true);
    replays.forEach(function (replay) {
      replay();
    });
  });
  observer.observe(root, {attributes: true, attributeFilter: [config.hydratedAttribute]});
  win.addEventListener('click', onClick, true);
  win.addEventListener('keydown', onKeyDown, true);
}

/** The inline head script that keeps the presses made before the page has hydrated. */
export function earlyPressScript(config: EarlyPressConfig): string {
  return `(function(){try{(${keepEarlyPresses.toString()})(window,${JSON.stringify(config)},${isSearchShortcut.toString()},${isTypingTarget.toString()});}catch(e){}})();`;
}
