/**
 * Loading the locale's formatting data off the main thread, before a demo needs it.
 *
 * A demo that formats with `Intl` as it renders (a Data Grid's number cells call
 * `toLocaleString`) made the page's first such call inside its go-live commit, the one task
 * React cannot split: in Chromium that first call loads the locale's number and date data, about
 * 30 ms on a desktop CPU (four times that on Lighthouse's simulated phone). The data is cached for
 * the whole process, so a worker that formats once takes the cost on another thread, and the
 * page's own first call then takes about 0.1 ms.
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
