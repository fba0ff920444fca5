import {describe, expect, it} from 'vitest';
import {chunkIndex, chunkNamesOf, routePathOf} from '../chunkIndex';

const ROUTES_CHUNK_NAMES = {
  '/material-ui-2a1': {__comp: '5e95c892', __context: {plugin: '34b9eeca'}},
  '/material-ui-912': {__comp: 'a7bd4aaa', __props: '49b5494d'},
  '/material-ui-0cb': {__comp: '17896441', content: 'cfb8b06f'},
  '/material-ui/react-button-f55': {__comp: '17896441', content: '3cc93c3f'},
  '/blog-archive-e3a': {__comp: '9e4087bc', __props: {items: [{content: 'aaa11111'}, {content: 'bbb22222'}]}},
};

describe('routePathOf', () => {
  it.each([
    ['/material-ui/react-button-f55', '/material-ui/react-button'],
    ['/blog/2018/12/14/Happy-First-Birthday-Slash-fe9', '/blog/2018/12/14/Happy-First-Birthday-Slash'],
    ['/-abc', '/'],
  ])('%s → %s', (key, expected) => {
    expect(routePathOf(key)).toBe(expected);
  });
});

describe('chunkNamesOf', () => {
  it('collects the leaves of nested objects and arrays, depth first', () => {
    expect(chunkNamesOf(ROUTES_CHUNK_NAMES['/blog-archive-e3a'])).toEqual(['9e4087bc', 'aaa11111', 'bbb22222']);
  });
});

describe('chunkIndex', () => {
  const index = chunkIndex(ROUTES_CHUNK_NAMES);

  it.each<[string, string[] | undefined]>([
    ['/material-ui', ['5e95c892', '34b9eeca', 'a7bd4aaa', '49b5494d', '17896441', 'cfb8b06f']],
    ['/material-ui/react-button', ['17896441', '3cc93c3f']],
    ['/blog-archive', ['9e4087bc', 'aaa11111', 'bbb22222']],
    ['/material-ui/react-chip', undefined],
  ])('%s needs %j', (routePath, expected) => {
    expect(index.get(routePath)).toEqual(expected);
  });

  it('gives what a scan of every key gives, for every path', () => {
    for (const routePath of new Set(Object.keys(ROUTES_CHUNK_NAMES).map(routePathOf))) {
      const scanned = Object.entries(ROUTES_CHUNK_NAMES)
        .filter(([key]) => routePathOf(key) === routePath)
        .flatMap(([, tree]) => chunkNamesOf(tree));
      expect(index.get(routePath)).toEqual(scanned);
    }
  });
});
