import {describe, expect, it} from 'vitest';
import {rendersAtOnce, type PageEnvironment} from '../whenToRender';

describe('rendersAtOnce', () => {
  it.each<[string, PageEnvironment, boolean]>([
    ['on the server', {server: true, hydrated: false, hash: '', backOrForward: false}, true],
    ['while the first page hydrates', {server: false, hydrated: false, hash: '', backOrForward: true}, true],
    ['while the first page hydrates, with a fragment', {server: false, hydrated: false, hash: '#api', backOrForward: true}, true],
    ['on a link followed to a place in the page', {server: false, hydrated: true, hash: '#loading', backOrForward: false}, true],
    ['on Back or Forward', {server: false, hydrated: true, hash: '', backOrForward: true}, true],
    ['on a link followed to the top of a page', {server: false, hydrated: true, hash: '', backOrForward: false}, false],
  ])('%s: %s', (_name, environment, expected) => {
    expect(rendersAtOnce(environment)).toBe(expected);
  });
});
