// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {focusableIndex, focusables, isNearViewport, NEAR_VIEWPORT_ROOT_MARGIN} from '../nearViewport';

describe('isNearViewport (viewport 800 px high: near is from -800 to 1600)', () => {
  it.each([
    ['in view', {top: 100, bottom: 300}, true],
    ['just below the viewport', {top: 900, bottom: 1100}, true],
    ['its top at the far edge', {top: 1600, bottom: 1800}, true],
    ['beyond the far edge', {top: 1601, bottom: 1800}, false],
    ['scrolled past, within a viewport', {top: -1000, bottom: -800}, true],
    ['scrolled past, further', {top: -1000, bottom: -801}, false],
    ['taller than the viewport, around it', {top: -5000, bottom: 5000}, true],
  ])('%s', (_case, box, near) => {
    expect(isNearViewport(box, 800)).toBe(near);
  });
});

it('gives the observer the same distance, one viewport height either way', () => {
  expect(NEAR_VIEWPORT_ROOT_MARGIN).toBe('100% 0px');
});

describe('focusables, focusableIndex', () => {
  const root = document.createElement('div');
  root.innerHTML =
    '<p>text</p><button>one</button><a>no href</a><a href="#x">link</a><span tabindex="-1">programmatic</span><input><div><textarea></textarea></div>';

  it('lists what focus can land on, in document order', () => {
    expect(focusables(root).map((element) => element.tagName)).toEqual(['BUTTON', 'A', 'SPAN', 'INPUT', 'TEXTAREA']);
  });

  it.each([
    ['BUTTON', 0],
    ['INPUT', 3],
    ['P', -1],
  ])('finds %s at %i', (tagName, index) => {
    expect(focusableIndex(root, root.querySelector(tagName))).toBe(index);
  });

  it('is -1 for no target', () => {
    expect(focusableIndex(root, null)).toBe(-1);
  });
});
