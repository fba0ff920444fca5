// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {focusableIndex, focusables, NEAR_VIEWPORT_ROOT_MARGIN} from '../nearViewport';

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
