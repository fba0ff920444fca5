/**
 * The listener side of a module-level store that components read with `useSyncExternalStore`:
 * `subscribe` is the hook's first argument, and the store calls `notify` after each change.
 */
export interface Listeners {
  readonly subscribe: (listener: () => void) => () => void;
  readonly notify: () => void;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: () => {
      listeners.forEach((listener) => listener());
    },
  };
}
