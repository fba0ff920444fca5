import {describe, expect, it} from 'vitest';
import {runInSteps} from '../client/steps';

/** A window whose timers fire only when the test says: each firing is a new task. */
function fakeWindow() {
  const timers: (() => void)[] = [];
  return {
    win: {setTimeout: (callback: () => void) => timers.push(callback)},
    pending: () => timers.length,
    // Fires the waiting timer, then lets the promise callbacks it started run.
    nextTask: async () => {
      timers.shift()?.();
      await new Promise<void>((resolve) => {
        queueMicrotask(resolve);
      });
      await Promise.resolve();
    },
  };
}

describe('runInSteps', () => {
  it('runs each step in a task of its own, in order, the next after the previous has settled', async () => {
    const page = fakeWindow();
    const log: string[] = [];
    const step = (name: string) => () => {
      log.push(name);
      return Promise.resolve();
    };
    const done = runInSteps(page.win, [step('react-dom'), step('router'), step('entry')]);
    expect(log).toEqual([]);
    for (const expected of [['react-dom'], ['react-dom', 'router'], ['react-dom', 'router', 'entry']]) {
      expect(page.pending()).toBe(1);
      await page.nextTask();
      expect(log).toEqual(expected);
    }
    await done;
    expect(page.pending()).toBe(0);
  });

  it('stops at a step that fails, and the failure reaches the caller', async () => {
    const page = fakeWindow();
    const log: string[] = [];
    const done = runInSteps(page.win, [
      () => Promise.reject(new Error('chunk failed')),
      () => {
        log.push('never');
        return Promise.resolve();
      },
    ]);
    await page.nextTask();
    await expect(done).rejects.toThrow('chunk failed');
    expect(page.pending()).toBe(0);
    expect(log).toEqual([]);
  });
});
