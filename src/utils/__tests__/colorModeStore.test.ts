import {describe, expect, it} from 'vitest';
import {createColorModeStore, type ColorModeWindow} from '../colorModeStore';
import type {Mode} from '../../constants/colorMode';

const CONFIG = {modeKey: 'mui-mode', defaultMode: 'system', prefersDarkQuery: '(prefers-color-scheme: dark)'} as const;

/** A window with a map for storage (or blocked storage), a switchable OS preference and storage events. */
function fakeWindow(options: {stored?: string; prefersDark?: boolean; blocked?: boolean} = {}) {
  const items = new Map<string, string>(options.stored === undefined ? [] : [['mui-mode', options.stored]]);
  const mediaListeners = new Set<() => void>();
  const storageListeners = new Set<(event: StorageEvent) => void>();
  const media = {
    matches: options.prefersDark ?? false,
    addEventListener: (_type: 'change', listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => mediaListeners.delete(listener),
  };
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const win: ColorModeWindow = {
    storage: options.blocked
      ? blocked
      : () => ({getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value)}),
    matchMedia: () => media,
    addEventListener: (_type, listener) => storageListeners.add(listener),
    removeEventListener: (_type, listener) => storageListeners.delete(listener),
  };
  return {
    win,
    items,
    setOsDark(dark: boolean) {
      media.matches = dark;
      mediaListeners.forEach((listener) => listener());
    },
    otherTab(key: string | null, newValue: string | null) {
      storageListeners.forEach((listener) => listener({key, newValue} as StorageEvent));
    },
    listenerCount: () => mediaListeners.size + storageListeners.size,
  };
}

describe('createColorModeStore: initial snapshot', () => {
  it.each<[string | undefined, boolean, Mode, string]>([
    [undefined, false, 'system', 'light'],
    [undefined, true, 'system', 'dark'],
    ['dark', false, 'dark', 'dark'],
    ['light', true, 'light', 'light'],
    ['system', true, 'system', 'dark'],
    ['purple', true, 'system', 'dark'],
  ])('stored %s, OS dark %s → %s / %s', (stored, prefersDark, mode, paletteMode) => {
    const store = createColorModeStore(fakeWindow({stored, prefersDark}).win, CONFIG);
    expect(store.getSnapshot()).toEqual({mode, paletteMode});
  });

  it('falls back to the OS when storage is blocked, and still switches in memory', () => {
    const store = createColorModeStore(fakeWindow({blocked: true, prefersDark: true}).win, CONFIG);
    expect(store.getSnapshot()).toEqual({mode: 'system', paletteMode: 'dark'});
    store.setMode('light');
    expect(store.getSnapshot()).toEqual({mode: 'light', paletteMode: 'light'});
  });
});

describe('createColorModeStore: changes', () => {
  it('stores a choice and notifies once per change', () => {
    const fake = fakeWindow();
    const store = createColorModeStore(fake.win, CONFIG);
    let calls = 0;
    store.subscribe(() => calls++);
    store.setMode('dark');
    store.setMode('dark');
    expect(fake.items.get('mui-mode')).toBe('dark');
    expect(store.getSnapshot()).toEqual({mode: 'dark', paletteMode: 'dark'});
    expect(calls).toBe(1);
  });

  it('keeps the same snapshot object while nothing changes', () => {
    const store = createColorModeStore(fakeWindow().win, CONFIG);
    const first = store.getSnapshot();
    store.setMode('system');
    expect(store.getSnapshot()).toBe(first);
  });

  it.each<[boolean, Mode, string]>([
    [true, 'system', 'dark'],
    [true, 'light', 'light'],
    [false, 'system', 'light'],
  ])('OS switches to dark=%s with mode %s → %s', (dark, mode, paletteMode) => {
    const fake = fakeWindow({stored: mode, prefersDark: !dark});
    const store = createColorModeStore(fake.win, CONFIG);
    store.subscribe(() => {});
    fake.setOsDark(dark);
    expect(store.getSnapshot().paletteMode).toBe(paletteMode);
  });

  it.each<[string | null, string | null, Mode, string | undefined]>([
    ['mui-mode', 'dark', 'dark', undefined],
    ['mui-mode', 'purple', 'system', 'system'],
    ['mui-mode', null, 'system', 'system'],
    [null, null, 'system', 'system'],
    ['other', 'dark', 'light', undefined],
  ])('another tab sets %s = %s → %s (stores %s)', (key, newValue, mode, written) => {
    const fake = fakeWindow({stored: 'light'});
    const store = createColorModeStore(fake.win, CONFIG);
    store.subscribe(() => {});
    if (key === 'mui-mode' && newValue !== null) {
      fake.items.set(key, newValue);
    }
    fake.otherTab(key, newValue);
    expect(store.getSnapshot().mode).toBe(mode);
    if (written !== undefined) {
      expect(fake.items.get('mui-mode')).toBe(written);
    }
  });

  it('listens to the window only while subscribed', () => {
    const fake = fakeWindow();
    const store = createColorModeStore(fake.win, CONFIG);
    const stopA = store.subscribe(() => {});
    const stopB = store.subscribe(() => {});
    expect(fake.listenerCount()).toBe(2);
    stopA();
    expect(fake.listenerCount()).toBe(2);
    stopB();
    expect(fake.listenerCount()).toBe(0);
  });
});

describe('createColorModeStore: a change made before the store listens', () => {
  // A tab still loading creates the store with its bundle and subscribes when it hydrates; a
  // `storage` event fired in between reaches no listener.
  it.each<[string, Mode, string, string | undefined, (fake: ReturnType<typeof fakeWindow>) => void]>([
    ['another tab chose dark', 'dark', 'dark', 'light', (fake) => fake.items.set('mui-mode', 'dark')],
    ['another tab chose light over a stored dark', 'light', 'light', 'dark', (fake) => fake.items.set('mui-mode', 'light')],
    ['another tab stored an invalid value', 'system', 'light', 'dark', (fake) => fake.items.set('mui-mode', 'purple')],
    ['another tab removed the value', 'system', 'light', 'dark', (fake) => fake.items.delete('mui-mode')],
    ['the OS turned dark under system', 'system', 'dark', 'system', (fake) => fake.setOsDark(true)],
    ['nothing changed', 'light', 'light', 'light', () => {}],
  ])('%s → %s / %s at subscription', (_name, mode, paletteMode, stored, change) => {
    const fake = fakeWindow({stored});
    const store = createColorModeStore(fake.win, CONFIG);
    change(fake);
    let calls = 0;
    store.subscribe(() => calls++);
    expect(store.getSnapshot()).toEqual({mode, paletteMode});
    // React compares snapshots after subscribing; the listener added now is not called for it.
    expect(calls).toBe(0);
  });

  it('reads storage again on each new first subscription, not while already listening', () => {
    const fake = fakeWindow({stored: 'light'});
    const store = createColorModeStore(fake.win, CONFIG);
    const stop = store.subscribe(() => {});
    // Set without an event: while subscribed, only events count.
    fake.items.set('mui-mode', 'dark');
    store.subscribe(() => {});
    expect(store.getSnapshot().mode).toBe('light');
    stop();
    fake.items.set('mui-mode', 'light');
    const fresh = createColorModeStore(fake.win, CONFIG);
    fresh.subscribe(() => {})();
    fake.items.set('mui-mode', 'dark');
    fresh.subscribe(() => {});
    expect(fresh.getSnapshot().mode).toBe('dark');
  });

  it('keeps an in-memory choice that storage refused', () => {
    const fake = fakeWindow({blocked: true});
    const store = createColorModeStore(fake.win, CONFIG);
    store.setMode('dark');
    store.subscribe(() => {})();
    store.subscribe(() => {});
    expect(store.getSnapshot()).toEqual({mode: 'dark', paletteMode: 'dark'});
  });

  it('keeps its own choice when it subscribes again', () => {
    const fake = fakeWindow({stored: 'light'});
    const store = createColorModeStore(fake.win, CONFIG);
    store.setMode('dark');
    store.subscribe(() => {});
    expect(store.getSnapshot().mode).toBe('dark');
    expect(fake.items.get('mui-mode')).toBe('dark');
  });
});
