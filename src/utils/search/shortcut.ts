/**
 * Which key presses open the search: Ctrl+K or Cmd+K anywhere, and `/` when the reader is not
 * typing (in an input, a textarea, a select or an editable element such as the demo editor).
 *
 * `isSearchShortcut` and `isTypingTarget` are also serialised with `toString()` into the inline
 * script that keeps presses made before the page has hydrated (`src/utils/earlyPresses.ts`): keep
 * them self-contained and ES5.
 */
export interface ShortcutEvent {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  /** The event's target is a text field or editable content. */
  readonly typing: boolean;
}

export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.altKey) {
    return false;
  }
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey) {
    return true;
  }
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.typing;
}

/** Whether an element takes typed text; DOM-free: its tag and flags are passed in. */
export function isTypingTarget(target: {readonly tagName?: string; readonly isContentEditable?: boolean} | null): boolean {
  if (!target || !target.tagName) {
    return false;
  }
  var tag = target.tagName.toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable === true;
}

/**
 * Whether the reader's keyboard has ⌘ (macOS, iOS, iPadOS), from `navigator.userAgentData.platform`
 * ("macOS") where the browser has it, else `navigator.platform` ("MacIntel", "iPhone", "iPad").
 */
export function isApplePlatform(platform: string | null | undefined): boolean {
  return /^(mac|iphone|ipad|ipod)/i.test(platform ?? '');
}

/** The hint on the search button: `⌘K` on Apple keyboards, `Ctrl K` elsewhere. */
export function shortcutHint(apple: boolean): string {
  return apple ? '⌘K' : 'Ctrl K';
}
