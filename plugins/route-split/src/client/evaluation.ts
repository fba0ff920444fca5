/**
 * A route's modules evaluated in short slices, in the order the bundler would evaluate them.
 * Framework-free: the bundler's module table, the clock and the way to yield are arguments.
 *
 * When a route's files have arrived, requiring its modules evaluates them, and everything they
 * import that has not run yet, in one go: on a component page, MUI's components, the default theme
 * and every demo, one task of 290-450 ms on Lighthouse's simulated phone; on the Data Grid page,
 * the grid's modules. Here the modules are required one at a time, dependencies first (each then
 * finds its own imports evaluated and runs alone), and the work yields to the browser whenever a
 * slice has used its time. The order is the bundler's own: a depth-first walk of each module's
 * static imports, in the order its code requires them, each module after its imports.
 */

/** What the bundler's code for one module looks like: `id(module, exports, require) {...}`. */
export type Factory = (...args: never[]) => unknown;

/**
 * The ids of the modules a module's code requires, in order, read from the bundled code: its
 * third parameter is the bundler's `require`, called with numeric ids. Dynamic imports
 * (`require.bind(require, id)`) are not requirements. Ids inside nested functions are taken as
 * well: at worst a module is evaluated before its first use instead of at it.
 */
export function staticDependencies(source: string): string[] {
  const params = /^[^(]*\(([^)]*)\)/.exec(source)?.[1]?.split(',');
  const requireName = params?.[2]?.trim();
  if (!requireName || !/^[A-Za-z_$][\w$]*$/.test(requireName)) {
    return [];
  }
  const escaped = requireName.replace(/\$/g, '\\$');
  const calls = new RegExp(`(?<![\\w$.])${escaped}\\((\\d+)\\)`, 'g');
  return [...new Set([...source.matchAll(calls)].map((match) => match[1] ?? ''))];
}

/**
 * The pending modules reachable from the roots through static dependencies, each after the
 * modules it requires: the order the bundler evaluates them in when a root is required. Modules
 * that are not pending (already evaluated, or not loaded) end the walk.
 *
 * An import cycle is left to the bundler: once the walk finds a module requiring back one still
 * being walked (the cycle's first module), nothing more of that module's imports is listed, and
 * requiring it evaluates them in the bundler's order. Required alone, a module of the cycle would
 * find the first module not yet started and evaluate it, and what it imports, before itself:
 * another order than the bundler's, in which a module could read an import that has not run.
 */
export function* evaluationOrder(
  roots: readonly string[],
  isPending: (id: string) => boolean,
  dependencies: (id: string) => readonly string[],
): Generator<string, void, undefined> {
  const seen = new Set<string>();
  // The modules being walked, by depth: a walk with a stack of its own, since import chains can
  // be deep; and a generator, so that reading the modules' code is done in the slices too.
  const path: {readonly id: string; readonly dependencies: readonly string[]; next: number}[] = [];
  const depthOnPath = new Map<string, number>();
  // The depth on the path of the outermost cycle's first module, while it is being walked.
  let cycleDepth = Infinity;
  const enter = (id: string): void => {
    seen.add(id);
    depthOnPath.set(id, path.length);
    path.push({id, dependencies: dependencies(id), next: 0});
  };
  for (const root of roots) {
    if (!seen.has(root) && isPending(root)) {
      enter(root);
    }
    for (let top = path.at(-1); top !== undefined; top = path.at(-1)) {
      const dependency = top.dependencies[top.next++];
      if (dependency === undefined) {
        path.pop();
        depthOnPath.delete(top.id);
        if (path.length === cycleDepth) {
          cycleDepth = Infinity;
        }
        if (path.length <= cycleDepth) {
          yield top.id;
        }
      } else if (isPending(dependency)) {
        const depth = depthOnPath.get(dependency);
        if (!seen.has(dependency)) {
          enter(dependency);
        } else if (depth !== undefined) {
          cycleDepth = Math.min(cycleDepth, depth);
        }
      }
    }
  }
}

export interface SliceClock {
  /** Milliseconds, as `performance.now()`. */
  readonly now: () => number;
  /** Resolves in a new task, so that the browser may paint and handle input first. */
  readonly nextTask: () => Promise<void>;
}

/**
 * Runs `work` on each item in order, starting a new task whenever the current one has run for
 * `sliceMs`. An item that throws stops the work: the error is the caller's (for a module, as it
 * would have been the import's).
 */
export async function runInSlices<T>(items: Iterable<T>, work: (item: T) => unknown, clock: SliceClock, sliceMs: number): Promise<void> {
  let sliceEnd = clock.now() + sliceMs;
  for (const item of items) {
    if (clock.now() >= sliceEnd) {
      await clock.nextTask();
      sliceEnd = clock.now() + sliceMs;
    }
    work(item);
  }
}
