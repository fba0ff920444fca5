/**
 * The colour mode as an external store for `useSyncExternalStore`: the chosen mode lives in
 * localStorage under MUI's own key (so the first-paint script and MUI's providers in demos read the
 * same value), the system preference comes from a media query, and other tabs' changes arrive as
 * `storage` events. Framework-free: the window is passed in, so tests use fakes.
 *
 * A reader whose storage is blocked (private modes, disabled cookies) still gets a working mode:
 * it is kept in memory for the page's lifetime and the default follows the system.
 *
 * A `storage` event reaches only the listeners a page has when it fires. The store is created when
 * the bundle loads and subscribed when the page hydrates, so another tab's choice made in between
 * would be missed for good: the store reads storage again when it starts listening, and takes the
 * stored value if it is not the one this page last read or wrote.
 */
import {parseMode, resolvePaletteMode, modeFromStorageEvent, type PaletteMode} from './colorMode';
import type {Mode} from '../constants/colorMode';

export interface ColorModeSnapshot {
  readonly mode: Mode;
  readonly paletteMode: PaletteMode;
}

export interface ColorModeStore {
  /** The same object until the mode or the system preference changes. */
  readonly getSnapshot: () => ColorModeSnapshot;
  readonly subscribe: (listener: () => void) => () => void;
  /** Stores the choice and notifies subscribers. */
  readonly setMode: (mode: Mode) => void;
}

interface MediaQueryLike {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The parts of `window` the store uses. */
export interface ColorModeWindow {
  /** A getter, because reading `window.localStorage` itself throws when storage is blocked. */
  readonly storage: () => StorageLike | null;
  matchMedia(query: string): MediaQueryLike;
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

export interface ColorModeStoreConfig {
  readonly modeKey: string;
  readonly defaultMode: Mode;
  readonly prefersDarkQuery: string;
}

/** The stored text, null when nothing is stored, undefined when storage cannot be read. */
function readStoredValue(win: ColorModeWindow, key: string): string | null | undefined {
  try {
    const storage = win.storage();
    return storage ? storage.getItem(key) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the value was stored. */
function writeStoredMode(win: ColorModeWindow, key: string, mode: Mode): boolean {
  try {
    const storage = win.storage();
    storage?.setItem(key, mode);
    return storage !== null;
  } catch {
    // Storage full or blocked: the choice holds for this page only.
    return false;
  }
}

const NO_MEDIA_QUERY: MediaQueryLike = {matches: false, addEventListener: () => {}, removeEventListener: () => {}};

/** `window` as the store sees it. */
export function browserColorModeWindow(win: Window): ColorModeWindow {
  return {
    storage: () => win.localStorage,
    // Every browser has matchMedia; test DOMs may not, and then the system is light.
    matchMedia: (query) => (typeof win.matchMedia === 'function' ? win.matchMedia(query) : NO_MEDIA_QUERY),
    addEventListener: (type, listener) => win.addEventListener(type, listener),
    removeEventListener: (type, listener) => win.removeEventListener(type, listener),
  };
}

export function createColorModeStore(win: ColorModeWindow, config: ColorModeStoreConfig): ColorModeStore {
  const media = win.matchMedia(config.prefersDarkQuery);
  const listeners = new Set<() => void>();
  // The stored value as this page last read or wrote it; undefined while storage is unreadable.
  let seen = readStoredValue(win, config.modeKey);
  let mode: Mode = parseMode(seen) ?? config.defaultMode;
  let snapshot: ColorModeSnapshot = {mode, paletteMode: resolvePaletteMode(mode, media.matches)};

  function update(): void {
    const paletteMode = resolvePaletteMode(mode, media.matches);
    if (snapshot.mode === mode && snapshot.paletteMode === paletteMode) {
      return;
    }
    snapshot = {mode, paletteMode};
    listeners.forEach((listener) => listener());
  }

  function setMode(next: Mode): void {
    if (writeStoredMode(win, config.modeKey, next)) {
      seen = next;
    }
    mode = next;
    update();
  }

  /**
   * Takes a value another tab stored while nothing listened. A value this page read or wrote
   * itself is not taken again: a choice that storage refused (full, blocked) stays in memory.
   */
  function catchUpWithStorage(): void {
    const stored = readStoredValue(win, config.modeKey);
    if (stored === undefined || stored === seen) {
      return;
    }
    seen = stored;
    mode = parseMode(stored) ?? config.defaultMode;
  }

  function onStorage(event: StorageEvent): void {
    const next = modeFromStorageEvent(event, config.modeKey, config.defaultMode);
    if (next === null) {
      return;
    }
    seen = event.key === null ? null : event.newValue;
    // An invalid or removed value in another tab means the default; store it so every tab agrees.
    if (next !== event.newValue && writeStoredMode(win, config.modeKey, next)) {
      seen = next;
    }
    mode = next;
    update();
  }

  return {
    getSnapshot: () => snapshot,
    setMode,
    subscribe(listener) {
      if (listeners.size === 0) {
        win.addEventListener('storage', onStorage);
        media.addEventListener('change', update);
        // What changed while nothing listened: another tab's choice, the OS preference.
        catchUpWithStorage();
        update();
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          win.removeEventListener('storage', onStorage);
          media.removeEventListener('change', update);
        }
      };
    },
  };
}
