// @vitest-environment jsdom
/** User properties on their own: route updates, a failed send retried, nothing after cleanup. */
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {createRouteUpdates, type AnalyticsWindow, type RouteUpdates} from '../installer';
import {installUserProperties} from '../installUserProperties';

const win = window as AnalyticsWindow;
let routes: RouteUpdates;
let sent: unknown[][];
const cleanups: (() => void)[] = [];

/** Installs for one test; `afterEach` cleans up whatever the test did not. */
function install(): () => void {
  const cleanup = installUserProperties(win, routes);
  cleanups.push(cleanup);
  return cleanup;
}

beforeEach(() => {
  routes = createRouteUpdates();
  sent = [];
  win.gtag = (...args: unknown[]) => {
    sent.push(args);
  };
  document.documentElement.setAttribute('data-theme', 'light');
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  delete win.gtag;
  localStorage.clear();
});

function lastProperties(): unknown {
  return sent.at(-1)?.[2];
}

describe('installUserProperties', () => {
  it('sends on install and after a route update that changes one', () => {
    install();
    expect(sent).toHaveLength(1);
    routes.publish('/material-ui/react-button');
    expect(sent).toHaveLength(1);
    routes.publish('/zh/material-ui/react-button');
    expect(sent).toHaveLength(2);
    expect(lastProperties()).toMatchObject({userLanguage: 'zh'});
  });

  it('sends again when the tag failed the first time', () => {
    win.gtag = () => {
      throw new Error('tag exploded');
    };
    install();
    win.gtag = (...args: unknown[]) => {
      sent.push(args);
    };
    routes.publish('/');
    expect(sent).toHaveLength(1);
  });

  it('hears nothing once cleaned up', async () => {
    install()();
    routes.publish('/zh/');
    document.documentElement.setAttribute('data-theme', 'dark');
    await Promise.resolve(); // mutation observers run as microtasks
    document.dispatchEvent(new CustomEvent('docs:code-variant-change', {detail: 'JS'}));
    window.dispatchEvent(new StorageEvent('storage', {key: null}));
    expect(sent).toHaveLength(1);
  });
});
