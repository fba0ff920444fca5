import {describe, expect, it} from 'vitest';
import {browserIdleScheduler, createIdleQueue, type RequestIdle} from '../client/idleQueue';

/** A scheduler that keeps the requested slices until the test runs them, each with a clock. */
function manualScheduler(): {readonly requestIdle: RequestIdle; readonly pending: () => number; readonly runSlice: (timeLeft: readonly number[]) => void} {
  const slices: ((timeLeft: () => number) => void)[] = [];
  return {
    requestIdle: (work) => {
      slices.push(work);
    },
    pending: () => slices.length,
    // `timeLeft` lists what the clock answers, one reading after another (the last one repeats).
    runSlice: (timeLeft) => {
      const work = slices.shift();
      let reading = 0;
      work?.(() => timeLeft[Math.min(reading++, timeLeft.length - 1)] ?? 0);
    },
  };
}

describe('createIdleQueue', () => {
  it.each<[string, number, (readonly number[])[], string[][]]>([
    ['handles every item in one slice with time to spare', 3, [[10]], [['a', 'b', 'c']]],
    ['stops when the slice runs out and goes on in the next', 3, [[5, 0], [10]], [['a', 'b'], ['c']]],
    ['handles one item per slice when no slice has time', 3, [[0], [0], [0]], [['a'], ['b'], ['c']]],
  ])('%s', (_name, count, slices, handledPerSlice) => {
    const scheduler = manualScheduler();
    const handled: string[] = [];
    const queue = createIdleQueue<string>((item) => handled.push(item), scheduler.requestIdle);
    ['a', 'b', 'c'].slice(0, count).forEach((item) => queue.add(item));
    expect(handled).toEqual([]);
    const seen: string[][] = [];
    for (const timeLeft of slices) {
      const before = handled.length;
      scheduler.runSlice(timeLeft);
      seen.push(handled.slice(before));
    }
    expect(seen).toEqual(handledPerSlice);
    expect(scheduler.pending()).toBe(0);
  });

  it('asks for one slice at a time, and for a new one when items come after it ran', () => {
    const scheduler = manualScheduler();
    const handled: string[] = [];
    const queue = createIdleQueue<string>((item) => handled.push(item), scheduler.requestIdle);
    queue.add('a');
    queue.add('b');
    expect(scheduler.pending()).toBe(1);
    scheduler.runSlice([10]);
    expect(scheduler.pending()).toBe(0);
    queue.add('c');
    expect(scheduler.pending()).toBe(1);
    scheduler.runSlice([10]);
    expect(handled).toEqual(['a', 'b', 'c']);
  });
});

describe('browserIdleScheduler', () => {
  function fakeWindow(withIdleCallback: boolean, remaining: number) {
    let now = 100;
    const calls: string[] = [];
    const win = {
      performance: {now: () => now},
      setTimeout: (callback: () => void, ms: number) => {
        calls.push(`setTimeout ${ms}`);
        callback();
      },
      ...(withIdleCallback
        ? {
            requestIdleCallback: (callback: (deadline: {timeRemaining: () => number}) => void, options: {timeout: number}) => {
              calls.push(`requestIdleCallback ${options.timeout}`);
              callback({timeRemaining: () => remaining});
            },
          }
        : {}),
    };
    return {win, calls, advance: (ms: number) => (now += ms)};
  }

  it.each<[string, boolean, number, string, number]>([
    ['idle callbacks, the slice capped at its length', true, 40, 'requestIdleCallback 3000', 8],
    ['idle callbacks, the slice as long as the time the browser gives', true, 5, 'requestIdleCallback 3000', 5],
    ['a timer where the browser has no idle callbacks', false, 0, 'setTimeout 0', 8],
  ])('%s', (_name, withIdleCallback, remaining, call, sliceMs) => {
    const {win, calls, advance} = fakeWindow(withIdleCallback, remaining);
    const readings: number[] = [];
    browserIdleScheduler(win, 8, 3000)((timeLeft) => {
      readings.push(timeLeft());
      advance(3);
      readings.push(timeLeft());
    });
    expect(calls).toEqual([call]);
    expect(readings).toEqual([sliceMs, sliceMs - 3]);
  });
});
