/**
 * Loading the locale's formatting data off the main thread, before a demo needs it.
 *
 * A demo that formats with `Intl` as it renders (a Data Grid's number cells call
 * `toLocaleString`) made the page's first such call inside its go-live commit, the one task
 * React cannot split: in Chromium that first call loads the locale's number formatting data. On a
 * desktop CPU it took 28-33 ms in an empty page, and 11-12 ms on the Data Grid page, where earlier
 * work had loaded part of it; Lighthouse's simulated phone counts four times that. The data is
 * cached for the whole process, so a worker that formats once takes the cost on another thread,
 * and the page's own first call then takes 0.1-0.2 ms.
 *
 * `createIntlWarmup(startWorker)` returns a function that starts the worker once per page load,
 * however many demos ask. Starting it is best effort: where workers are missing or refused, the
 * page formats on the main thread, as it would without this.
 */
export function createIntlWarmup(startWorker: () => void): () => void {
  let started = false;
  return () => {
    if (started) {
      return;
    }
    started = true;
    try {
      startWorker();
    } catch {
      // No worker: the first call formats on the main thread instead.
    }
  };
}
