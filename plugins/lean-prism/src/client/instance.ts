/**
 * The Prism instance, loaded when code is first highlighted rather than with every page. Its
 * grammars cost about 10 KiB gzip and, when evaluated, a couple of hundred milliseconds of a
 * phone's main thread (building a language copies and rewires the grammars it extends), while
 * a page hydrating keeps the lines the build highlighted and needs no Prism at all. The
 * instance is needed in the browser only for code shown after that: a client-side navigation, a
 * demo switched to its other source, the live editor.
 *
 * In the server bundle the dynamic import adds no file (see plugins/single-server-bundle): the
 * module is already in the bundle, so the load this module starts when it is evaluated has
 * finished long before the first page is rendered.
 */
import type {PrismLib} from 'prism-react-renderer';

let loaded: PrismLib | undefined;
let loading: Promise<PrismLib> | undefined;

/** The instance, if it has loaded. */
export function loadedPrism(): PrismLib | undefined {
  return loaded;
}

/** In the browser, Prism loads at most this long after code first asks for it, if the browser is never idle. */
const IDLE_TIMEOUT_MS = 500;

/**
 * Resolves when the browser is next idle (at the latest `IDLE_TIMEOUT_MS` later; at once on the
 * server and where there is no `requestIdleCallback`). Code asks for Prism in the effects right
 * after a client-side navigation has rendered the page: adding its script then, and evaluating it
 * when it arrives (some 55 ms at 4x CPU slowdown), took that time from the frames that show the
 * new page; the code reads as plain text meanwhile, as it does while Prism loads.
 */
function browserIdle(): Promise<void> {
  if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    window.requestIdleCallback(() => resolve(), {timeout: IDLE_TIMEOUT_MS});
  });
}

/** Loads the instance once; a failed load (the reader went offline) may be tried again. */
export function loadPrism(): Promise<PrismLib> {
  loading ??= browserIdle().then(() => import('./prism')).then(
    (module) => {
      loaded = module.default;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

if (typeof window === 'undefined') {
  void loadPrism();
}
