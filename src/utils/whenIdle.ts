/**
 * Calls `run` when the browser is next idle, at the latest `timeoutMs` later; where there is no
 * `requestIdleCallback` (Safari), after `fallbackDelayMs` on a timer. Returns the cancel.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackDelayMs = 0): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run(), {timeout: timeoutMs});
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, fallbackDelayMs);
  return () => window.clearTimeout(timer);
}
