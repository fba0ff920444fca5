/**
 * Loading a piece of UI (a menu, a drawer) only when the reader reaches for it. `load()` starts
 * the download: call it on hover or focus so the code usually arrives before the click.
 * `wanted` turns true on the first `request()` and stays true, so the lazy component mounts once
 * and keeps its state (and MUI's close transition) afterwards.
 */
import {useCallback, useState} from 'react';

export function useLoadOnDemand(load: () => Promise<unknown>): {
  readonly wanted: boolean;
  readonly preload: () => void;
  readonly request: () => void;
} {
  const [wanted, setWanted] = useState(false);
  const preload = useCallback(() => {
    // Only a head start: a failed download surfaces where the lazy component renders.
    load().catch(() => undefined);
  }, [load]);
  const request = useCallback(() => {
    preload();
    setWanted(true);
  }, [preload]);
  return {wanted, preload, request};
}
