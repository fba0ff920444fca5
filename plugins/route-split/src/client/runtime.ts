/**
 * What route-split reads from the bundler's runtime in the browser
 * (https://webpack.js.org/api/module-variables/): a loader's chunks, a chunk's file, and the
 * module table, to evaluate a route's modules in slices (./evaluation.ts).
 */
import {evaluationOrder, runInSlices, staticDependencies, type Factory} from './evaluation';

declare const __webpack_require__: {
  (moduleId: string): unknown;
  /** Loads a chunk: `import()` compiles to one call per chunk the imported module needs. */
  e: (chunkId: string | number) => Promise<unknown>;
  /** Public path, as `__webpack_public_path__`. */
  readonly p: string;
  /** A chunk's file, as `__webpack_get_script_filename__`. */
  readonly u: (chunkId: string | number) => string;
  /** Every module's code the loaded chunks brought, by id, as `__webpack_modules__`. */
  readonly m: Readonly<Record<string, Factory>>;
};

/**
 * A slice of chunk loading or module evaluation while the first page loads: short enough that a
 * slice never counts as a long task (50 ms), even on a CPU several times slower than the one
 * that measured it.
 */
const SLICE_MS = 8;

/**
 * A slice once the page has hydrated (a client-side navigation, a link hovered): a reader who has
 * clicked waits for the work, and at each yield the browser may render a frame first (10-25 ms
 * at 4x CPU slowdown), which slices of 8 ms made a good part of the wait. Still short enough
 * to answer a press within a few frames.
 */
const AFTER_HYDRATION_SLICE_MS = 40;

/** Whether the first page has hydrated: Docusaurus marks the document then. */
export function hasHydrated(): boolean {
  return document.documentElement.getAttribute('data-has-hydrated') === 'true';
}

function sliceMs(): number {
  return hasHydrated() ? AFTER_HYDRATION_SLICE_MS : SLICE_MS;
}

/**
 * What the bundler's `u` puts in place of the content hash for a chunk that has no script (a
 * chunk of CSS only): its table of hashes has no entry for it, and its loader never fetches
 * the name.
 */
const CHUNK_WITHOUT_SCRIPT = '.undefined.';

/**
 * Chunk files by chunk id. The bundler's `u` builds its whole table of file hashes (a few
 * hundred entries) on every call.
 */
const chunkFiles = new Map<string | number, string>();

function chunkFile(chunkId: string | number): string {
  let file = chunkFiles.get(chunkId);
  if (file === undefined) {
    file = __webpack_require__.u(chunkId);
    chunkFiles.set(chunkId, file);
  }
  return file;
}

/**
 * The chunks a loader's module needs, without loading anything: the loader runs with chunk
 * loading swapped for a recorder. The bundler lists a module's chunks with those split off it
 * first and its own chunk last.
 */
export function chunkIdsOf(load: () => Promise<unknown>): (string | number)[] {
  const chunkIds: (string | number)[] = [];
  const ensureChunk = __webpack_require__.e;
  __webpack_require__.e = (chunkId) => {
    chunkIds.push(chunkId);
    return new Promise<never>(() => undefined);
  };
  try {
    void load();
  } finally {
    __webpack_require__.e = ensureChunk;
  }
  return chunkIds;
}

/**
 * Starts downloading, in this task, every chunk the loaders' modules need (each once: the
 * bundler keeps one download per chunk, which the loaders then wait for). A failed download is
 * left to whoever loads the module.
 */
export function startDownloads(loaders: readonly (() => Promise<unknown>)[]): void {
  for (const chunkId of new Set(loaders.flatMap(chunkIdsOf))) {
    __webpack_require__.e(chunkId).catch(() => undefined);
  }
}

/**
 * The URLs of every chunk a loader's module needs: its own chunk (the one Docusaurus prefetches,
 * by name; the runtime here has no chunk names: see ../index.ts and plugins/chunk-id-filenames)
 * and the chunks split off it (shared code such as MUI's core, which a page's own chunk leaves
 * to them), so that a click finds them all fetched.
 */
export function chunkUrlsOf(load: () => Promise<unknown>): string[] {
  return chunkIdsOf(load)
    .map(chunkFile)
    .filter((file) => !file.includes(CHUNK_WITHOUT_SCRIPT))
    .map((file) => __webpack_require__.p + file);
}

/** Whether every one of the modules has arrived (its chunk has loaded), evaluated or not. */
export function modulesArrived(moduleIds: readonly (string | number)[]): boolean {
  return moduleIds.every((id) => Object.prototype.hasOwnProperty.call(__webpack_require__.m, id));
}

/**
 * A new task, in which the browser may have painted and handled input first; without the 4 ms a
 * browser adds to deeply nested timers.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

const clock = {now: () => performance.now(), nextTask};

/**
 * Loads the chunks the loaders need and evaluates the modules they import, with everything those
 * import that the chunks brought, in slices. The loaders then find their modules evaluated.
 * Starting a chunk's download (a script element appended) takes 2-4 ms at 4x CPU slowdown, and a
 * component page has about twenty: those are in slices too.
 */
export async function evaluateModulesOf(loaders: readonly (() => Promise<unknown>)[], moduleIds: readonly (string | number)[]): Promise<void> {
  const known = new Set(Object.keys(__webpack_require__.m));
  const downloads: Promise<unknown>[] = [];
  const slice = sliceMs();
  await runInSlices([...new Set(loaders.flatMap(chunkIdsOf))], (chunkId) => downloads.push(__webpack_require__.e(chunkId)), clock, slice);
  await Promise.all(downloads);
  // The modules the chunks brought: not in the table before, so not evaluated yet.
  const isPending = (id: string): boolean => !known.has(id) && Object.prototype.hasOwnProperty.call(__webpack_require__.m, id);
  const dependencies = (id: string): string[] => staticDependencies(String(__webpack_require__.m[id]));
  const order = evaluationOrder(moduleIds.map(String), isPending, dependencies);
  await runInSlices(order, __webpack_require__, clock, slice);
}
