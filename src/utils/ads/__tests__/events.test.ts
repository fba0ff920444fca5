import {describe, expect, it, vi} from 'vitest';
import {clickEvent, crashEvent, displayEvent, sendAdEvent, shouldSendDisplay} from '../events';
import {AD_DISPLAY_EVENT} from '../../../constants/ads';

describe('event payloads', () => {
  it.each([
    ['display', displayEvent('carbon-body-top-image'), {category: 'ad', action: 'display', label: 'carbon-body-top-image'}],
    ['display of an in-house card', displayEvent('in-house-templates'), {category: 'ad', action: 'display', label: 'in-house-templates'}],
    ['click', clickEvent('in-house-body-top-inline'), {category: 'ad', action: 'click', label: 'in-house-body-top-inline'}],
    ['click without a label', clickEvent(null), {category: 'ad', action: 'click', label: null}],
    ['crash', crashEvent('carbon-body-top-image'), {category: 'ad', action: 'crash', label: 'carbon-body-top-image'}],
    ['crash without a label reports "null"', crashEvent(null), {category: 'ad', action: 'crash', label: 'null'}],
  ])('%s', (_name, event, expected) => {
    expect(event).toEqual(expected);
  });
});

describe('shouldSendDisplay', () => {
  it.each([
    [0, AD_DISPLAY_EVENT.ratio, true],
    [0.0999, 0.1, true],
    [0.1, 0.1, false],
    [0.5, 0.1, false],
    [0, 0, false],
    [0.9999, 1, true],
  ])('draw %s with ratio %s → %s', (random, ratio, expected) => {
    expect(shouldSendDisplay(random, ratio)).toBe(expected);
  });
});

describe('sendAdEvent', () => {
  it('calls gtag("event", "ad", {eventAction, eventLabel})', () => {
    const gtag = vi.fn();
    expect(sendAdEvent({gtag}, crashEvent('in-house-body-top-image'))).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'ad', {eventAction: 'crash', eventLabel: 'in-house-body-top-image'});
  });

  it('is a no-op without gtag', () => {
    expect(sendAdEvent(undefined, displayEvent('carbon-body-top-image'))).toBe(false);
    expect(sendAdEvent({}, displayEvent('carbon-body-top-image'))).toBe(false);
  });
});
