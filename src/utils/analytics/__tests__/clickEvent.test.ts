import {describe, expect, it} from 'vitest';
import {clickEventFromTarget, isKeptBySplit, type ElementLike} from '../clickEvent';

/** A chain of fake elements, innermost first: each entry is that element's attributes. */
function chain(...levels: Record<string, string>[]): ElementLike {
  let parent: ElementLike | null = null;
  for (const attributes of [...levels].reverse()) {
    parent = {getAttribute: (name) => attributes[name] ?? null, parentElement: parent};
  }
  if (parent === null) {
    throw new Error('chain() needs at least one level');
  }
  return parent;
}

const store = {
  'data-ga-event-category': 'store',
  'data-ga-event-action': 'click',
  'data-ga-event-label': 'sidenav',
};

describe('clickEventFromTarget', () => {
  it.each([
    ['the target itself', chain(store), ['event', 'store', {eventAction: 'click', eventLabel: 'sidenav'}]],
    ['an ancestor', chain({}, {}, store), ['event', 'store', {eventAction: 'click', eventLabel: 'sidenav'}]],
    [
      'the nearest of two ancestors',
      chain({}, {'data-ga-event-category': 'ad', 'data-ga-event-action': 'click'}, store),
      ['event', 'ad', {eventAction: 'click', eventLabel: null}],
    ],
    ['missing action and label', chain({'data-ga-event-category': 'copy'}), ['event', 'copy', {eventAction: null, eventLabel: null}]],
    ['an empty category still counts', chain({'data-ga-event-category': ''}), ['event', '', {eventAction: null, eventLabel: null}]],
    ['nothing tracked', chain({}, {class: 'x'}), null],
    ['a null target', null, null],
    ['a non-element target', {nodeType: 3}, null],
  ])('%s', (_name, target, expected) => {
    expect(clickEventFromTarget(target, 0.5)).toEqual(expected);
  });

  it.each([
    // [split, random, kept]
    ['0.1', 0.05, true],
    ['0.1', 0.1, true],
    ['0.1', 0.2, false],
    ['1', 0.99, true],
  ])('split %s with draw %s: kept %s', (split, random, kept) => {
    const target = chain({}, {...store, 'data-ga-event-split': split});
    expect(clickEventFromTarget(target, random) !== null).toBe(kept);
  });
});

describe('isKeptBySplit', () => {
  it.each([
    // [split attribute, random, kept]
    [null, 0.99, true],
    ['', 0.99, true],
    ['0', 0.99, true],
    ['abc', 0.99, true],
    ['0.1', 0.09, true],
    ['0.1', 0.1, true],
    ['0.1', 0.11, false],
    ['0.5x', 0.4, true],
    ['0.5x', 0.6, false],
  ])('split %s, draw %s → %s', (split, random, kept) => {
    expect(isKeptBySplit(split, random)).toBe(kept);
  });
});
