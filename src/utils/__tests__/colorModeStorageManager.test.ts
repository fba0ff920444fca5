import {describe, expect, it} from 'vitest';
import {colorModeStorageManager} from '../colorModeStorageManager';
import type {ColorModeSnapshot, ColorModeStore} from '../colorModeStore';
import type {Mode} from '../../constants/colorMode';

/** A store holding a mode in memory, counting writes. */
function memoryStore(initial: Mode): ColorModeStore & {writes: Mode[]} {
  const listeners = new Set<() => void>();
  let snapshot: ColorModeSnapshot = {mode: initial, paletteMode: initial === 'dark' ? 'dark' : 'light'};
  const writes: Mode[] = [];
  return {
    writes,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setMode(mode) {
      writes.push(mode);
      snapshot = {mode, paletteMode: mode === 'dark' ? 'dark' : 'light'};
      listeners.forEach((listener) => listener());
    },
  };
}

describe('colorModeStorageManager', () => {
  it.each<[Mode, string, unknown]>([
    ['dark', 'mui-mode', 'dark'],
    ['system', 'mui-mode', 'system'],
    ['dark', 'mui-color-scheme-dark', 'fallback'],
  ])('with the site in %s mode, MUI reading %s gets %j', (mode, key, expected) => {
    expect(colorModeStorageManager(memoryStore(mode), 'mui-mode')({key}).get('fallback')).toBe(expected);
  });

  it('gives defaults on the server, where there is no store', () => {
    const storage = colorModeStorageManager(null, 'mui-mode')({key: 'mui-mode'});
    expect(storage.get('system')).toBe('system');
    expect(() => storage.set('dark')).not.toThrow();
  });

  it.each<[unknown, Mode[]]>([
    ['dark', ['dark']],
    ['light', []],
    ['sepia', []],
    [undefined, []],
  ])('MUI setting %j writes %j to the site store', (value, writes) => {
    const store = memoryStore('light');
    colorModeStorageManager(store, 'mui-mode')({key: 'mui-mode'}).set(value);
    expect(store.writes).toEqual(writes);
  });

  it('tells MUI of the site toggle, until it unsubscribes', () => {
    const store = memoryStore('light');
    const seen: unknown[] = [];
    const unsubscribe = colorModeStorageManager(store, 'mui-mode')({key: 'mui-mode'}).subscribe((value) => seen.push(value));
    store.setMode('dark');
    unsubscribe();
    store.setMode('system');
    expect(seen).toEqual(['dark']);
  });

  it('never writes a colour scheme key', () => {
    const store = memoryStore('light');
    colorModeStorageManager(store, 'mui-mode')({key: 'mui-color-scheme-light'}).set('dark');
    expect(store.writes).toEqual([]);
  });
});
