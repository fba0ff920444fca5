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

/** Loads the instance once; a failed load (the reader went offline) may be tried again. */
export function loadPrism(): Promise<PrismLib> {
  loading ??= import('./prism').then(
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
