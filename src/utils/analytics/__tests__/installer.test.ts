// @vitest-environment jsdom
/** The shared installer kit: guarded handlers, route updates, cleanups and browser reads. */
import {describe, expect, it, vi} from 'vitest';
import {createCleanups, createRouteUpdates, documentCookie, guarded, mediaQuery, readStorage} from '../installer';

function throwing(): never {
  throw new Error('handler exploded');
}

describe('guarded', () => {
  it('passes the arguments through and drops errors', () => {
    const handler = vi.fn();
    guarded(handler)('a', 1);
    expect(handler).toHaveBeenCalledWith('a', 1);
    expect(() => guarded(throwing)()).not.toThrow();
  });
});

describe('createRouteUpdates', () => {
  it('tells every listener, in subscription order, even after one throws', () => {
    const routes = createRouteUpdates();
    const heard: string[] = [];
    routes.subscribe((pathname) => heard.push(`first ${pathname}`));
    routes.subscribe(throwing);
    routes.subscribe((pathname) => heard.push(`second ${pathname}`));
    routes.publish('/a');
    expect(heard).toEqual(['first /a', 'second /a']);
  });

  it('stops telling a listener once it unsubscribed', () => {
    const routes = createRouteUpdates();
    const listener = vi.fn();
    const unsubscribe = routes.subscribe(listener);
    routes.publish('/a');
    unsubscribe();
    routes.publish('/b');
    expect(listener.mock.calls).toEqual([['/a']]);
  });
});

describe('createCleanups', () => {
  it('removes its listeners, whose errors never escape', () => {
    const target = new EventTarget();
    const cleanups = createCleanups();
    const handler = vi.fn(throwing);
    cleanups.listen(target, 'ping', handler);
    expect(() => target.dispatchEvent(new Event('ping'))).not.toThrow();
    cleanups.run();
    target.dispatchEvent(new Event('ping'));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('runs each cleanup once, in the order added', () => {
    const cleanups = createCleanups();
    const order: string[] = [];
    cleanups.add(() => order.push('a'));
    cleanups.add(() => order.push('b'));
    cleanups.run();
    cleanups.run();
    expect(order).toEqual(['a', 'b']);
  });
});

describe('browser reads', () => {
  it('fall back when the browser refuses', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(throwing);
    expect(readStorage(window, 'mui-mode')).toBeNull();
    getItem.mockRestore();

    const sandboxed = {get cookie(): string {
      return throwing();
    }} as unknown as Document;
    expect(documentCookie(sandboxed)).toBe('');

    expect(mediaQuery({} as Window, '(prefers-color-scheme: dark)')).toBeNull();
  });

  it('read the browser otherwise', () => {
    localStorage.setItem('mui-mode', 'dark');
    expect(readStorage(window, 'mui-mode')).toBe('dark');
    localStorage.clear();
    const list = {matches: true} as MediaQueryList;
    expect(mediaQuery({matchMedia: () => list} as unknown as Window, '(x)')).toBe(list);
  });
});
