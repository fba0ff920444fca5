import {afterEach, describe, expect, it, vi} from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh copy of the instance module (it loads once per module), in a stand-in browser whose idle callbacks wait for `idle()`. */
async function inBrowser(hasIdleCallback: boolean) {
  const pending: (() => void)[] = [];
  const requestIdleCallback = vi.fn((callback: () => void) => {
    pending.push(callback);
    return pending.length;
  });
  vi.stubGlobal('window', hasIdleCallback ? {requestIdleCallback} : {});
  const instance = await import('../client/instance');
  const idle = () => {
    for (const callback of pending.splice(0)) {
      callback();
    }
  };
  return {instance, requestIdleCallback, idle};
}

describe('loadPrism in a browser', () => {
  it('waits for the browser to be idle (at most half a second) before it loads Prism', async () => {
    const {instance, requestIdleCallback, idle} = await inBrowser(true);
    const loading = instance.loadPrism();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {timeout: 500});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(instance.loadedPrism()).toBeUndefined();
    idle();
    const prism = await loading;
    expect(prism.languages['tsx']).toBeDefined();
    expect(instance.loadedPrism()).toBe(prism);
  });

  it('asks once, however many blocks ask for it', async () => {
    const {instance, requestIdleCallback, idle} = await inBrowser(true);
    const first = instance.loadPrism();
    const second = instance.loadPrism();
    expect(second).toBe(first);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    idle();
    await first;
  });

  it('loads at once where the browser has no idle callback', async () => {
    const {instance} = await inBrowser(false);
    const prism = await instance.loadPrism();
    expect(prism.languages['jsx']).toBeDefined();
  });
});
