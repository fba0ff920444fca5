// @vitest-environment jsdom
import {act, createElement, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {createMemoryHistory} from 'history';
import {Link, Router} from 'react-router-dom';
import {afterEach, describe, expect, it} from 'vitest';
import HistoryLink from '../client/HistoryLink';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const history = createMemoryHistory({initialEntries: ['/material-ui/react-button']});
const inRouter = (child: ReactNode): ReactNode => createElement(Router, {history}, child);
let cleanup = (): void => undefined;

afterEach(() => cleanup());

function mount(element: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(element));
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  return container;
}

describe('HistoryLink', () => {
  it.each([
    ['a path', '/material-ui/react-slider'],
    ['a path with a fragment', '/material-ui/react-slider#sizes'],
    ['a relative path (left to react-router)', 'react-slider'],
    ['a fragment alone (left to react-router)', '#sizes'],
  ])('renders %s as react-router does, so the server HTML hydrates as it is', (_name, to) => {
    const props = {to, className: 'menu__link', 'aria-current': 'page' as const, children: 'Slider'};
    expect(renderToString(inRouter(createElement(HistoryLink, props)))).toBe(renderToString(inRouter(createElement(Link, props))));
  });

  it.each([
    ["react-router's link renders again", Link, false],
    ['HistoryLink does not', HistoryLink, true],
  ] as const)('when the address changes, %s', (_name, component, same) => {
    const container = mount(inRouter(createElement(component, {to: '/material-ui/react-slider'}, 'Slider')));
    // React keeps the props an element was last rendered with on the element; a render makes new ones.
    const renderedProps = (): unknown => {
      const anchor = container.querySelector('a') ?? {};
      return Object.entries(anchor).find(([key]) => key.startsWith('__reactProps$'))?.[1];
    };
    const before = renderedProps();
    expect(before).toBeDefined();
    act(() => history.push(`/material-ui/react-switch#${component === Link ? "a" : "b"}`));
    expect(renderedProps() === before).toBe(same);
  });

  it('adds an entry on a click, replaces it for the page shown, and leaves modified clicks to the browser', () => {
    const container = mount(inRouter(createElement(HistoryLink, {to: '/material-ui/react-slider#sizes'}, 'Slider')));
    const anchor = container.querySelector('a');
    act(() => history.push('/material-ui/react-button'));
    const before = history.length;
    act(() => {
      anchor?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, button: 0}));
    });
    expect([history.location.pathname, history.location.hash, history.length, history.action]).toEqual(['/material-ui/react-slider', '#sizes', before + 1, 'PUSH']);
    act(() => {
      anchor?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, button: 0}));
    });
    expect([history.length, history.action]).toEqual([before + 1, 'REPLACE']);
    // Whether the link let the browser have the click, seen after it; then kept from jsdom, which
    // cannot open a page.
    let leftToBrowser = false;
    const keepFromJsdom = (event: Event): void => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', keepFromJsdom);
    act(() => {
      anchor?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, button: 0, ctrlKey: true}));
    });
    document.removeEventListener('click', keepFromJsdom);
    expect([history.length, leftToBrowser]).toEqual([before + 1, true]);
  });

  it('a handler that prevents the default keeps the address', () => {
    const container = mount(inRouter(createElement(HistoryLink, {to: '/material-ui/react-chip', onClick: (event) => event.preventDefault()}, 'Chip')));
    act(() => history.push('/material-ui/react-button'));
    act(() => {
      container.querySelector('a')?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, button: 0}));
    });
    expect(history.location.pathname).toBe('/material-ui/react-button');
  });
});
