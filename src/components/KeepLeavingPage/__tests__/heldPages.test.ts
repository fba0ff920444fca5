import {describe, expect, it} from 'vitest';
import {firstHeldPages, heldPagesFor, withoutLeaving} from '../heldPages';

const routerA = {location: '/a'};
const routerB = {location: '/b'};

describe('heldPagesFor', () => {
  const first = firstHeldPages('/a', 'element a', routerA);

  it('keeps the same object when the page renders again unchanged', () => {
    expect(heldPagesFor(first, '/a', 'element a', routerA)).toBe(first);
  });

  it.each([
    ['a new element', 'element a2', routerA],
    ['a new router state (a fragment)', 'element a', {location: '/a#usage'}],
  ])('brings the shown page up to date on %s, with no page leaving', (_, element, router) => {
    const next = heldPagesFor(first, '/a', element, router);
    expect(next).toEqual({shown: {id: 0, pathname: '/a', element, router}, leaving: null});
  });

  it('shows a new page under a new id and holds the one shown until now as leaving', () => {
    const next = heldPagesFor(first, '/b', 'element b', routerB);
    expect(next.shown).toEqual({id: 1, pathname: '/b', element: 'element b', router: routerB});
    expect(next.leaving).toBe(first.shown);
  });

  it('lets go of a page already leaving when another navigation comes', () => {
    const toB = heldPagesFor(first, '/b', 'element b', routerB);
    const toC = heldPagesFor(toB, '/c', 'element c', {location: '/c'});
    expect(toC.leaving).toBe(toB.shown);
    expect(toC.shown.id).toBe(2);
  });

  it('mounts the page being left afresh when the reader goes Back to it: a new id, the other page leaving', () => {
    const toB = heldPagesFor(first, '/b', 'element b', routerB);
    const back = heldPagesFor(toB, '/a', 'element a again', routerA);
    expect(back.shown).toEqual({id: 2, pathname: '/a', element: 'element a again', router: routerA});
    expect(back.leaving).toBe(toB.shown);
  });
});

describe('withoutLeaving', () => {
  const toB = heldPagesFor(firstHeldPages('/a', 'element a', routerA), '/b', 'element b', routerB);

  it('lets go of the page leaving', () => {
    expect(withoutLeaving(toB, 0)).toEqual({shown: toB.shown, leaving: null});
  });

  it('leaves the pages as they are when that page is no longer the one leaving', () => {
    const toC = heldPagesFor(toB, '/c', 'element c', {location: '/c'});
    expect(withoutLeaving(toC, 0)).toBe(toC);
  });
});
