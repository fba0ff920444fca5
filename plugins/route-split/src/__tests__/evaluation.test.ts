import {describe, expect, it} from 'vitest';
import {evaluationOrder, runInSlices, staticDependencies} from '../client/evaluation';

describe('staticDependencies', () => {
  it.each<[string, string, readonly string[]]>([
    ['a method, as Rspack writes a chunk', '86569(e,s,r){r.r(s),r.d(s,{default:()=>n});var u=r(74848);r(96540);var c=r(34164)}', ['74848', '96540', '34164']],
    ['a function', 'function(e,t,n){"use strict";var a=n(12),o=n(7);e.exports=a(o)}', ['12', '7']],
    ['an arrow function', '(e,t,n)=>{n(3);n(4)}', ['3', '4']],
    ['a require named with a dollar sign', '5(e,t,$){$(12);a$(13)}', ['12']],
    ['a JSON module, with no require', '32056(s){s.exports=JSON.parse(\'{"a":1}\')}', []],
    ['a module that requires nothing', '1(e,t,n){n.r(t)}', []],
    ['each id once, in the order first required', '1(e,t,n){n(5);n(6);n(5)}', ['5', '6']],
    ['dynamic imports left out', '1(e,t,n){n(5);return Promise.all([n.e(9)]).then(n.bind(n,77))}', ['5']],
    ['calls of other functions left out', '1(e,t,n){x.n(5);an(6);n.t(7,23);n(8)}', ['8']],
    ['no parameter list', 'not a function', []],
  ])('%s', (_name, source, expected) => {
    expect(staticDependencies(source)).toEqual(expected);
  });
});

/**
 * A module table like the bundler's: `require` evaluates a module once, its imports first as its
 * code requires them, and logs each evaluation.
 */
function moduleSystem(graph: Readonly<Record<string, readonly string[]>>): {
  readonly require: (id: string) => unknown;
  readonly log: string[];
  readonly sources: Record<string, string>;
} {
  const log: string[] = [];
  const cache = new Map<string, unknown>();
  const sources: Record<string, string> = {};
  const require = (id: string): unknown => {
    if (!cache.has(id)) {
      cache.set(id, {});
      for (const dependency of graph[id] ?? []) {
        require(dependency);
      }
      log.push(id);
    }
    return cache.get(id);
  };
  for (const [id, dependencies] of Object.entries(graph)) {
    // The code Rspack would write: its third parameter required with each import's id.
    sources[id] = `${id}(e,t,n){${dependencies.map((dependency) => `n(${dependency});`).join('')}}`;
  }
  return {require, log, sources};
}

describe('evaluationOrder', () => {
  const GRAPH = {
    '1': ['2', '3'],
    '2': ['4', '5'],
    '3': ['5', '6'],
    '4': [],
    '5': ['7'],
    '6': ['1'],
    '7': [],
    '8': ['4'],
  } as const;

  it.each<[string, readonly string[], readonly string[]]>([
    ['one root, a shared import and a cycle back to the root', ['1'], []],
    ['two roots', ['8', '1'], []],
    ['modules already evaluated end the walk', ['1'], ['2']],
  ])('evaluates in the order the bundler would: %s', (_name, roots, evaluatedBefore) => {
    const natural = moduleSystem(GRAPH);
    const sliced = moduleSystem(GRAPH);
    for (const id of evaluatedBefore) {
      natural.require(id);
      sliced.require(id);
    }
    const before = natural.log.length;
    for (const root of roots) {
      natural.require(root);
    }
    const evaluated = new Set(sliced.log);
    const order = [...evaluationOrder(roots, (id) => !evaluated.has(id), (id) => staticDependencies(sliced.sources[id] ?? ''))];
    // Each module required alone finds its imports evaluated: the log is the order itself.
    for (const id of order) {
      sliced.require(id);
    }
    expect(sliced.log).toEqual(natural.log);
    expect(order.every((id) => natural.log.slice(before).includes(id))).toBe(true);
  });

  it('evaluates in the order the bundler would in 300 random graphs, cycles included', () => {
    // A fixed-seed generator: the same graphs on every run.
    let seed = 7;
    const random = (below: number): number => {
      seed = (seed * 48271) % 2147483647;
      return seed % below;
    };
    for (let round = 0; round < 300; round++) {
      const size = 2 + random(12);
      const graph: Record<string, string[]> = {};
      for (let id = 0; id < size; id++) {
        graph[String(id)] = Array.from({length: random(4)}, () => String(random(size)));
      }
      const natural = moduleSystem(graph);
      const sliced = moduleSystem(graph);
      const early = String(random(size));
      if (random(2) === 0) {
        natural.require(early);
        sliced.require(early);
      }
      const roots = [String(random(size)), String(random(size))];
      for (const root of roots) {
        natural.require(root);
      }
      const evaluated = new Set(sliced.log);
      for (const id of evaluationOrder(roots, (id) => !evaluated.has(id), (id) => staticDependencies(sliced.sources[id] ?? ''))) {
        sliced.require(id);
      }
      for (const root of roots) {
        sliced.require(root);
      }
      expect(sliced.log, JSON.stringify({graph, roots})).toEqual(natural.log);
    }
  });

  it.each<[string, Readonly<Record<string, readonly string[]>>, readonly string[]]>([
    ['imports before a cycle, then the module requiring itself', {a: ['c', 'a', 'b'], b: [], c: []}, ['c', 'a']],
    ['a cycle of two: its first module alone', {a: ['b'], b: ['a', 'c'], c: []}, ['a']],
    ['a cycle below the root: its first module, then the root', {r: ['a', 'd'], a: ['b'], b: ['c'], c: ['a'], d: []}, ['a', 'd', 'r']],
    ['a cycle back to the root: the root alone', {r: ['a'], a: ['b'], b: ['r']}, ['r']],
  ])('lists %s', (_name, graph, expected) => {
    expect([...evaluationOrder(['r' in graph ? 'r' : 'a'], () => true, (id) => graph[id] ?? [])]).toEqual(expected);
  });

  it('leaves out modules that are not pending (not loaded, or evaluated)', () => {
    expect([...evaluationOrder(['1'], (id) => id !== '3', (id) => GRAPH[id as keyof typeof GRAPH])]).toEqual(['4', '7', '5', '2', '1']);
  });
});

describe('runInSlices', () => {
  /** A clock that moves by each module's cost when it is required, and counts new tasks. */
  function run(costs: readonly number[], sliceMs: number): Promise<{readonly slices: string[][]}> {
    let time = 0;
    const slices: string[][] = [[]];
    const clock = {
      now: () => time,
      nextTask: () => {
        slices.push([]);
        return Promise.resolve();
      },
    };
    const order = costs.map((_cost, index) => String(index));
    const require = (id: string): void => {
      slices.at(-1)?.push(id);
      time += costs[Number(id)] ?? 0;
    };
    return runInSlices(order, require, clock, sliceMs).then(() => ({slices}));
  }

  it.each<[string, readonly number[], readonly (readonly string[])[]]>([
    ['all in one slice when they fit', [1, 2, 3], [['0', '1', '2']]],
    ['a new task once a slice is used up', [5, 4, 1, 6, 2, 1], [['0', '1'], ['2', '3', '4'], ['5']]],
    ['a module longer than a slice still runs, alone', [20, 1], [['0'], ['1']]],
    ['nothing to evaluate', [], [[]]],
  ])('%s', async (_name, costs, expected) => {
    expect((await run(costs, 8)).slices).toEqual(expected);
  });

  it('stops at a module that throws, with its error', async () => {
    const required: string[] = [];
    const clock = {now: () => 0, nextTask: () => Promise.resolve()};
    const require = (id: string): void => {
      required.push(id);
      if (id === 'b') {
        throw new Error('b failed');
      }
    };
    await expect(runInSlices(['a', 'b', 'c'], require, clock, 8)).rejects.toThrow('b failed');
    expect(required).toEqual(['a', 'b']);
  });
});
