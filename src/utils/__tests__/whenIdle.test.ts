import {afterEach, describe, expect, it, vi} from 'vitest';
import {whenIdle} from '../whenIdle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks for the next idle moment with the timeout, and cancels it', () => {
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 7;
    });
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('window', {requestIdleCallback, cancelIdleCallback});
    const run = vi.fn();
    const cancel = whenIdle(run, 1000, 300);
    expect(run).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {timeout: 1000});
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it.each([
    [300, 299, false],
    [300, 300, true],
    [0, 0, true],
  ])('with no requestIdleCallback, runs on a timer after %i ms (at %i ms: %s)', (delay, elapsed, ran) => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {setTimeout, clearTimeout});
    const run = vi.fn();
    whenIdle(run, 1000, delay);
    vi.advanceTimersByTime(elapsed);
    expect(run.mock.calls.length > 0).toBe(ran);
  });

  it('with no requestIdleCallback, a cancelled timer does not run', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {setTimeout, clearTimeout});
    const run = vi.fn();
    whenIdle(run, 1000, 300)();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
