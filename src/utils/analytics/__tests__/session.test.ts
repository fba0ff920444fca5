// @vitest-environment jsdom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {AnalyticsWindow} from '../installer';
import type {WebVitalsApi} from '../installWebVitals';
import {startAnalytics, type AnalyticsSession} from '../session';

class FakeMediaQueryList extends EventTarget {
  constructor(
    readonly media: string,
    public matches: boolean,
  ) {
    super();
  }

  change(matches: boolean): void {
    this.matches = matches;
    this.dispatchEvent(new Event('change'));
  }
}

const win = window as AnalyticsWindow;
let media: Map<string, FakeMediaQueryList>;
let session: AnalyticsSession | null = null;

/** The queued gtag calls, as arrays. */
function calls(): unknown[][] {
  return ((win.dataLayer as ArrayLike<unknown>[] | undefined) ?? []).map((entry) => Array.from(entry));
}

function callsNamed(command: string, name?: string): unknown[][] {
  return calls().filter((call) => call[0] === command && (name === undefined || call[1] === name));
}

function start(overrides: {random?: () => number; loadWebVitals?: () => Promise<WebVitalsApi>} = {}): AnalyticsSession {
  session = startAnalytics({
    win,
    measurementId: 'G-TEST',
    random: overrides.random ?? (() => 0.5),
    loadWebVitals: overrides.loadWebVitals ?? (() => Promise.reject(new Error('not sampled'))),
  });
  return session;
}

function setDevicePixelRatio(ratio: number): void {
  Object.defineProperty(window, 'devicePixelRatio', {value: ratio, configurable: true});
}

beforeEach(() => {
  vi.useFakeTimers();
  media = new Map();
  win.matchMedia = (query: string) => {
    const existing = media.get(query);
    if (existing) {
      return existing as unknown as MediaQueryList;
    }
    const created = new FakeMediaQueryList(query, query === `(resolution: ${window.devicePixelRatio}dppx)`);
    media.set(query, created);
    return created as unknown as MediaQueryList;
  };
  setDevicePixelRatio(2);
  document.title = 'Home';
  document.documentElement.setAttribute('data-theme', 'light');
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  session?.stop();
  session = null;
  delete win.dataLayer;
  delete win.gtag;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.cookie = 'codeVariant=; max-age=0';
  localStorage.clear();
  vi.useRealTimers();
});

describe('bootstrap', () => {
  it('queues js and config without an automatic page view, then loads the library once', () => {
    start();
    const [js, config] = calls();
    expect(js?.[0]).toBe('js');
    expect(js?.[1]).toBeInstanceOf(Date);
    expect(config).toEqual(['config', 'G-TEST', {send_page_view: false}]);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST');
    expect(scripts[0]?.async).toBe(true);
  });

  it('sends the user properties on load', () => {
    document.cookie = 'codeVariant=JS';
    media.set('(prefers-color-scheme: dark)', new FakeMediaQueryList('(prefers-color-scheme: dark)', true));
    document.documentElement.setAttribute('data-theme', 'dark');
    setDevicePixelRatio(1.25);
    start();
    expect(callsNamed('set')).toEqual([
      ['set', 'user_properties', {codeVariant: 'JS', userLanguage: 'en', devicePixelRatio: 1.3, colorSchemeOS: 'dark', colorScheme: 'dark'}],
    ]);
  });
});

describe('page views', () => {
  it('sends one per new path, none for hash changes, with the new title', () => {
    const analytics = start();
    analytics.onRouteDidUpdate('/');
    vi.runAllTimers();
    expect(callsNamed('event', 'page_view')).toEqual([
      ['event', 'page_view', {page_title: 'Home', page_location: '/', productId: null, productCategoryId: null}],
    ]);

    // react-helmet-async writes the title in the animation frame it requested during the commit,
    // which is before the route update reaches client modules.
    requestAnimationFrame(() => {
      document.title = 'Button - Material UI';
    });
    analytics.onRouteDidUpdate('/material-ui/react-button');
    analytics.onRouteDidUpdate('/material-ui/react-button'); // the hash changed
    vi.runAllTimers();
    analytics.onRouteDidUpdate('/material-ui/react-button');
    vi.runAllTimers();

    expect(callsNamed('event', 'page_view')).toEqual([
      ['event', 'page_view', {page_title: 'Home', page_location: '/', productId: null, productCategoryId: null}],
      [
        'event',
        'page_view',
        {page_title: 'Button - Material UI', page_location: '/material-ui/react-button', productId: 'material-ui', productCategoryId: 'core'},
      ],
    ]);
  });

  it('sends user properties before the first page view', () => {
    start().onRouteDidUpdate('/');
    vi.runAllTimers();
    const commands = calls().map((call) => `${String(call[0])}:${String(call[1])}`);
    expect(commands.indexOf('set:user_properties')).toBeLessThan(commands.indexOf('event:page_view'));
  });

  it('drops the view of a page left before it was sent', () => {
    const analytics = start();
    analytics.onRouteDidUpdate('/');
    vi.runAllTimers();
    analytics.onRouteDidUpdate('/material-ui/react-button');
    analytics.onRouteDidUpdate('/material-ui/react-chip');
    vi.runAllTimers();
    expect(callsNamed('event', 'page_view').map((call) => (call[2] as {page_location: string}).page_location)).toEqual([
      '/',
      '/material-ui/react-chip',
    ]);
  });

  it('sends after the fallback delay when no frame runs (hidden tab)', () => {
    const analytics = start();
    analytics.onRouteDidUpdate('/');
    vi.runAllTimers();
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    analytics.onRouteDidUpdate('/joy-ui/getting-started');
    vi.advanceTimersByTime(999);
    expect(callsNamed('event', 'page_view')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(callsNamed('event', 'page_view')).toHaveLength(2);
    raf.mockRestore();
  });

  it('strips the language prefix and reports the language', () => {
    const analytics = start();
    analytics.onRouteDidUpdate('/zh/material-ui/react-button');
    vi.runAllTimers();
    expect(callsNamed('event', 'page_view')[0]?.[2]).toMatchObject({page_location: '/material-ui/react-button'});
    expect(callsNamed('set').at(-1)?.[2]).toMatchObject({userLanguage: 'zh'});
  });
});

describe('user properties are re-sent when they change', () => {
  function lastProperties(): unknown {
    return callsNamed('set').at(-1)?.[2];
  }

  it('the code variant, announced or read from the cookie', () => {
    start();
    document.dispatchEvent(new CustomEvent('docs:code-variant-change', {detail: 'JS'}));
    expect(lastProperties()).toMatchObject({codeVariant: 'JS'});
    document.cookie = 'codeVariant=TS';
    document.dispatchEvent(new CustomEvent('docs:code-variant-change'));
    expect(lastProperties()).toMatchObject({codeVariant: 'TS'});
    expect(callsNamed('set')).toHaveLength(3);
  });

  it('keeps the variant the reader sees, even when the cookie says otherwise', () => {
    // On arrival a `.js` demo hash wins over the cookie, as in the code-preferences store.
    document.cookie = 'codeVariant=TS';
    window.history.replaceState(null, '', '/material-ui/react-button#basic-button.js');
    const analytics = start();
    expect(lastProperties()).toMatchObject({codeVariant: 'JS'});
    analytics.onRouteDidUpdate('/material-ui/react-chip');
    expect(lastProperties()).toMatchObject({codeVariant: 'JS'});
  });

  it('the OS colour scheme', () => {
    start();
    media.get('(prefers-color-scheme: dark)')?.change(true);
    expect(lastProperties()).toMatchObject({colorSchemeOS: 'dark'});
  });

  it('the palette mode in use, from the page or from another tab', async () => {
    start();
    document.documentElement.setAttribute('data-theme', 'dark');
    await Promise.resolve(); // mutation observers run as microtasks
    expect(lastProperties()).toMatchObject({colorScheme: 'dark'});

    document.documentElement.removeAttribute('data-theme');
    localStorage.setItem('mui-mode', 'light');
    window.dispatchEvent(new StorageEvent('storage', {key: 'mui-mode', newValue: 'light'}));
    expect(lastProperties()).toMatchObject({colorScheme: 'light'});
  });

  it('the pixel ratio, following every later change', () => {
    start();
    setDevicePixelRatio(1);
    media.get('(resolution: 2dppx)')?.change(false);
    expect(lastProperties()).toMatchObject({devicePixelRatio: 1});
    setDevicePixelRatio(1.5);
    media.get('(resolution: 1dppx)')?.change(false);
    expect(lastProperties()).toMatchObject({devicePixelRatio: 1.5});
  });

  it('but not when nothing changed', () => {
    start();
    window.dispatchEvent(new StorageEvent('storage', {key: 'mui-mode', newValue: 'light'}));
    window.dispatchEvent(new StorageEvent('storage', {key: 'unrelated', newValue: 'x'}));
    document.dispatchEvent(new CustomEvent('docs:code-variant-change'));
    expect(callsNamed('set')).toHaveLength(1);
  });
});

describe('click events', () => {
  function clickInside(html: string): void {
    document.body.innerHTML = html;
    document.querySelector<HTMLElement>('#target')?.click();
  }

  it('reports the nearest tracked element', () => {
    start();
    clickInside(
      '<nav data-ga-event-category="ad"><a data-ga-event-category="store" data-ga-event-action="click" data-ga-event-label="sidenav"><span id="target">Templates</span></a></nav>',
    );
    expect(callsNamed('event', 'store')).toEqual([['event', 'store', {eventAction: 'click', eventLabel: 'sidenav'}]]);
    expect(callsNamed('event', 'ad')).toEqual([]);
  });

  it('reports even when a handler stops the click from bubbling', () => {
    start();
    clickInside('<button id="target" data-ga-event-category="copy" data-ga-event-action="click">Copy</button>');
    document.querySelector('#target')?.addEventListener('click', (event) => event.stopPropagation());
    document.querySelector<HTMLElement>('#target')?.click();
    expect(callsNamed('event', 'copy')).toHaveLength(2);
  });

  it('respects the split with the drawn number', () => {
    const draws = [0.5, 0.05, 0.2]; // web-vitals draw, then one per click
    start({random: () => draws.shift() ?? 1});
    clickInside('<a id="target" data-ga-event-category="store" data-ga-event-split="0.1">x</a>');
    document.querySelector<HTMLElement>('#target')?.click();
    expect(callsNamed('event', 'store')).toHaveLength(1);
  });

  it('ignores untracked clicks', () => {
    start();
    clickInside('<div><a id="target">x</a></div>');
    expect(callsNamed('event')).toEqual([]);
  });
});

describe('web vitals', () => {
  function fakeWebVitals(): {api: WebVitalsApi; subscribed: string[]} {
    const subscribed: string[] = [];
    const subscribe = (name: string) => (report: (metric: {id: string; name: string; value: number; delta: number}) => void) => {
      subscribed.push(name);
      report({id: `${name}-1`, name, value: 10, delta: 10});
    };
    const api = {
      onCLS: subscribe('CLS'),
      onINP: subscribe('INP'),
      onLCP: subscribe('LCP'),
      onFCP: subscribe('FCP'),
      onTTFB: subscribe('TTFB'),
    } as unknown as WebVitalsApi;
    return {api, subscribed};
  }

  it.each([
    // [name, draw, forced, reported]
    ['an unsampled session', 0.5, false, false],
    ['a sampled session', 0.00005, false, true],
    ['a session forced on by the test hook', 0.5, true, true],
  ])('%s', async (_name, draw, forced, reported) => {
    if (forced) {
      localStorage.setItem('docs:force-web-vitals', '1');
    }
    const {api, subscribed} = fakeWebVitals();
    const loadWebVitals = vi.fn(() => Promise.resolve(api));
    start({random: () => draw, loadWebVitals});
    await vi.runAllTimersAsync();
    expect(loadWebVitals).toHaveBeenCalledTimes(reported ? 1 : 0);
    expect(subscribed).toEqual(reported ? ['CLS', 'INP', 'LCP', 'FCP', 'TTFB'] : []);
    expect(callsNamed('event', 'LCP')).toEqual(
      reported ? [['event', 'LCP', {value: 10, metric_id: 'LCP-1', metric_label: 'Web Vitals', metric_value: 10, metric_delta: 10}]] : [],
    );
  });

  it('survives the library failing to load', async () => {
    localStorage.setItem('docs:force-web-vitals', '1');
    start({loadWebVitals: () => Promise.reject(new Error('blocked'))});
    await vi.runAllTimersAsync();
    expect(callsNamed('event')).toEqual([]);
  });
});

describe('analytics never breaks the page', () => {
  it('with a gtag that throws', () => {
    win.gtag = () => {
      throw new Error('tag exploded');
    };
    const analytics = start();
    analytics.onRouteDidUpdate('/material-ui/react-button');
    expect(() => vi.runAllTimers()).not.toThrow();
    document.body.innerHTML = '<a id="target" data-ga-event-category="store">x</a>';
    expect(() => document.querySelector<HTMLElement>('#target')?.click()).not.toThrow();
    expect(() => document.dispatchEvent(new CustomEvent('docs:code-variant-change'))).not.toThrow();
  });

  it('without matchMedia or storage', () => {
    // @ts-expect-error: older or stripped-down browsers have no matchMedia
    win.matchMedia = undefined;
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const analytics = start();
    analytics.onRouteDidUpdate('/');
    vi.runAllTimers();
    expect(callsNamed('event', 'page_view')).toHaveLength(1);
    expect(callsNamed('set')[0]?.[2]).toMatchObject({colorSchemeOS: 'light', colorScheme: 'light'});
    getItem.mockRestore();
  });

  it('stops listening when stopped', () => {
    const analytics = start();
    analytics.stop();
    document.body.innerHTML = '<a id="target" data-ga-event-category="store">x</a>';
    document.querySelector<HTMLElement>('#target')?.click();
    document.dispatchEvent(new CustomEvent('docs:code-variant-change', {detail: 'JS'}));
    expect(callsNamed('event')).toEqual([]);
    expect(callsNamed('set')).toHaveLength(1);
  });
});
