// @vitest-environment jsdom
import React from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import AdErrorBoundary from '../AdErrorBoundary';
import {render} from './render';

function Crashing(): never {
  throw new Error('bad ad data');
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'gtag');
  document.body.innerHTML = '';
});

describe('AdErrorBoundary', () => {
  it.each([
    ['carbon-body-top-image', 'carbon-body-top-image'],
    [null, 'null'],
  ])('hides a crashing ad and reports a crash event (label %s)', (label, reported) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const gtag = vi.fn();
    Object.assign(window, {gtag});
    const {container, unmount} = render(
      <p className="description">
        Lead.
        <AdErrorBoundary eventLabel={label}>
          <Crashing />
        </AdErrorBoundary>
      </p>,
    );
    expect(container.textContent).toBe('Lead.');
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('event', 'ad', {eventAction: 'crash', eventLabel: reported});
    unmount();
  });

  it('renders a healthy ad and reports nothing', () => {
    const gtag = vi.fn();
    Object.assign(window, {gtag});
    const {container, unmount} = render(
      <AdErrorBoundary eventLabel="carbon-body-top-image">
        <span>an ad</span>
      </AdErrorBoundary>,
    );
    expect(container.textContent).toBe('an ad');
    expect(gtag).not.toHaveBeenCalled();
    unmount();
  });

  it('keeps the page when there is no analytics tag', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const {container, unmount} = render(
      <AdErrorBoundary eventLabel="in-house-body-top-inline">
        <Crashing />
      </AdErrorBoundary>,
    );
    expect(container.innerHTML).toBe('');
    unmount();
  });
});
