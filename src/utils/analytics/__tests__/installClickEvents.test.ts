// @vitest-environment jsdom
/** Click events on their own: one draw per click, nothing after cleanup. */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {AnalyticsWindow} from '../installer';
import {installClickEvents} from '../installClickEvents';

const win = window as AnalyticsWindow;
let sent: unknown[][];

beforeEach(() => {
  sent = [];
  win.gtag = (...args: unknown[]) => {
    sent.push(args);
  };
  document.body.innerHTML = '<a id="tracked" data-ga-event-category="store" data-ga-event-action="click">x</a><a id="plain">y</a>';
});

afterEach(() => {
  delete win.gtag;
  document.body.innerHTML = '';
});

function click(id: string): void {
  document.getElementById(id)?.click();
}

describe('installClickEvents', () => {
  it('draws once per click, tracked or not', () => {
    const random = vi.fn(() => 0.5);
    installClickEvents(win, random)();
    const cleanup = installClickEvents(win, random);
    click('tracked');
    click('plain');
    cleanup();
    expect(random).toHaveBeenCalledTimes(2);
    expect(sent).toEqual([['event', 'store', {eventAction: 'click', eventLabel: null}]]);
  });

  it('reports nothing once cleaned up', () => {
    installClickEvents(win, () => 0.5)();
    click('tracked');
    expect(sent).toEqual([]);
  });
});
