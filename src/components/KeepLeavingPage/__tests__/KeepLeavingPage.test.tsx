// @vitest-environment jsdom
import React, {act, useEffect, useLayoutEffect, type ReactNode} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {MemoryRouter, Route, Switch, useHistory, useLocation} from 'react-router';
import type {History} from 'history';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import KeepLeavingPage from '..';
import {usePageLeaving} from '../pageLeaving';

// React's test mode: updates inside act() are flushed before it returns.
(globalThis as typeof globalThis & {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

/** What each page did, in order: `render a`, `mount a`, `unmount a`. */
let log: string[] = [];
/** The router's history, read by a component inside the router. */
const router: {history?: History} = {};

function Page({name}: {readonly name: string}): ReactNode {
  const location = useLocation();
  const leaving = usePageLeaving();
  log.push(`render ${name} at ${location.pathname}`);
  useEffect(() => {
    if (leaving) {
      log.push(`leaving ${name}`);
    }
  }, [leaving, name]);
  useEffect(() => {
    log.push(`mount ${name}`);
    return () => {
      log.push(`unmount ${name}`);
    };
  }, [name]);
  useLayoutEffect(
    () => () => {
      log.push(`layout cleanup ${name}`);
    },
    [name],
  );
  return <h1>{`Page ${name}`}</h1>;
}

function HistoryProbe(): null {
  const history = useHistory();
  useEffect(() => {
    router.history = history;
  }, [history]);
  return null;
}

function App(): ReactNode {
  return (
    <MemoryRouter initialEntries={['/a']}>
      <HistoryProbe />
      <main>
        <KeepLeavingPage>
          <Switch>
            <Route path="/a" render={() => <Page name="a" />} />
            <Route path="/b" render={() => <Page name="b" />} />
          </Switch>
        </KeepLeavingPage>
      </main>
    </MemoryRouter>
  );
}

function go(method: 'push' | 'goBack', pathname = ''): void {
  act(() => {
    if (method === 'push') {
      router.history?.push(pathname);
    } else {
      router.history?.goBack();
    }
  });
}

/** Runs what the browser does when it is next idle (jsdom has no requestIdleCallback: a timer). */
function idle(): void {
  act(() => {
    vi.runAllTimers();
  });
}

const headings = (container: HTMLElement): string[] => [...container.querySelectorAll('h1')].map((h1) => h1.textContent ?? '');

describe('KeepLeavingPage', () => {
  let container: HTMLElement;
  let root: Root;

  beforeEach(() => {
    vi.useFakeTimers();
    log = [];
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root.render(<App />));
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.useRealTimers();
  });

  it('shows only the new page at once, and tears the page left down only when the browser is idle', () => {
    log = [];
    go('push', '/b');
    expect(headings(container)).toEqual(['Page b']);
    // The page left knows it is leaving and ran no cleanup yet; if it rendered again, it saw its
    // own address.
    expect(log.filter((entry) => !entry.startsWith('render a'))).toEqual(['render b at /b', 'mount b', 'leaving a']);
    expect(log.filter((entry) => entry.startsWith('render a'))).not.toContainEqual(expect.not.stringMatching(/ at \/a$/));
    idle();
    expect(log.filter((entry) => !entry.startsWith('render'))).toEqual(['mount b', 'leaving a', 'layout cleanup a', 'unmount a']);
    expect(headings(container)).toEqual(['Page b']);
  });

  it('mounts the page left afresh when the reader goes Back before it is torn down', () => {
    go('push', '/b');
    log = [];
    go('goBack');
    expect(headings(container)).toEqual(['Page a']);
    // The held page a is let go (its cleanups), a new one mounts; b is now the page held, and
    // if it renders again (React may re-render a context's readers), it is at its own address.
    expect(log.filter((entry) => !entry.startsWith('render b'))).toEqual(['render a at /a', 'layout cleanup a', 'unmount a', 'mount a', 'leaving b']);
    expect(log.filter((entry) => entry.startsWith('render b'))).not.toContainEqual(expect.not.stringMatching(/ at \/b$/));
    idle();
    expect(log.slice(-2)).toEqual(['layout cleanup b', 'unmount b']);
    expect(headings(container)).toEqual(['Page a']);
  });

  it('lets go of a held page when another navigation comes first', () => {
    go('push', '/b');
    go('push', '/a');
    expect(headings(container)).toEqual(['Page a']);
    idle();
    expect(headings(container)).toEqual(['Page a']);
    expect(container.querySelectorAll('main > *')).toHaveLength(1);
  });

  it('removes a held page cleanly when the whole tree unmounts', () => {
    go('push', '/b');
    act(() => root.unmount());
    expect(container.innerHTML).toBe('');
    root = createRoot(container);
  });
});
