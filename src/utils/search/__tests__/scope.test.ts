import {describe, expect, it} from 'vitest';
import {parseSearchVersions, productChoices, searchScope, searchedProduct, type SearchScope, type SearchVersion} from '../scope';

const CURRENT = '/search-manifest.json';
const SNAPSHOT_MANIFEST = '/search-manifest/material-ui/7.2.0.json';
const VERSIONS: readonly SearchVersion[] = [
  {product: 'material-ui', name: 'current', label: 'v9.0.0', path: '/material-ui', manifest: CURRENT},
  {product: 'material-ui', name: '7.2.0', label: '7.2.0', path: '/material-ui/7.2.0', manifest: SNAPSHOT_MANIFEST},
  {product: 'x', name: 'current', label: 'v8.0.0', path: '/x', manifest: CURRENT},
  {product: 'x', name: '7.0.0', label: 'v7', path: '/x/7.0.0', manifest: '/search-manifest/x/7.0.0.json'},
  // A snapshot as the last version (lastVersion set to it): it owns the product's path, and the
  // current version is nested under it.
  {product: 'system', name: '6.0.0', label: '6.0.0', path: '/system', manifest: '/search-manifest/system/6.0.0.json'},
  {product: 'system', name: 'current', label: 'Next', path: '/system/next', manifest: CURRENT},
];
const MATERIAL_SNAPSHOT = {product: 'material-ui', name: '7.2.0', label: '7.2.0'};

describe('searchScope', () => {
  it.each<[string, string, SearchScope]>([
    ['the home page', '/', {manifest: CURRENT, snapshot: null}],
    ['a current page', '/material-ui/react-button', {manifest: CURRENT, snapshot: null}],
    ['a current page of another product', '/x/introduction', {manifest: CURRENT, snapshot: null}],
    ['a snapshot page', '/material-ui/7.2.0/react-button', {manifest: SNAPSHOT_MANIFEST, snapshot: MATERIAL_SNAPSHOT}],
    ['the snapshot root', '/material-ui/7.2.0', {manifest: SNAPSHOT_MANIFEST, snapshot: MATERIAL_SNAPSHOT}],
    ['the snapshot root with a trailing slash', '/material-ui/7.2.0/', {manifest: SNAPSHOT_MANIFEST, snapshot: MATERIAL_SNAPSHOT}],
    ['a snapshot page behind a language prefix', '/zh/material-ui/7.2.0/react-button', {manifest: SNAPSHOT_MANIFEST, snapshot: MATERIAL_SNAPSHOT}],
    ['a current page whose name starts like the snapshot', '/material-ui/7.2.0-notes', {manifest: CURRENT, snapshot: null}],
    ['another product snapshot, with its label', '/x/7.0.0/react-data-grid', {manifest: '/search-manifest/x/7.0.0.json', snapshot: {product: 'x', name: '7.0.0', label: 'v7'}}],
    ['a snapshot that owns the product path', '/system/getting-started', {manifest: '/search-manifest/system/6.0.0.json', snapshot: {product: 'system', name: '6.0.0', label: '6.0.0'}}],
    ['the current version nested under a snapshot path', '/system/next/getting-started', {manifest: CURRENT, snapshot: null}],
    ['a page of no product', '/blog/post', {manifest: CURRENT, snapshot: null}],
  ])('%s (%s)', (_name, pathname, expected) => {
    expect(searchScope(pathname, CURRENT, VERSIONS)).toEqual(expected);
  });

  it('searches the current index when no version is known (dev server, older global data)', () => {
    expect(searchScope('/material-ui/7.2.0/react-button', CURRENT, [])).toEqual({manifest: CURRENT, snapshot: null});
  });
});

describe('parseSearchVersions', () => {
  it.each<[string, unknown, SearchVersion[]]>([
    ['nothing', undefined, []],
    ['not a list', {path: '/x'}, []],
    ['a list, malformed entries dropped', [VERSIONS[1], {product: 'x', name: '7.0.0', path: '/x/7.0.0'}, null, 'x'], [VERSIONS[1]!]],
  ])('reads %s', (_name, value, expected) => {
    expect(parseSearchVersions(value)).toEqual(expected);
  });
});

describe('the product filter', () => {
  const current: SearchScope = {manifest: CURRENT, snapshot: null};
  const snapshot: SearchScope = {manifest: SNAPSHOT_MANIFEST, snapshot: MATERIAL_SNAPSHOT};

  it.each<[string, SearchScope, readonly (string | null)[]]>([
    ['all products, then each, in the current versions', current, [null, 'material-ui', 'x']],
    ['the snapshot product alone in a snapshot', snapshot, ['material-ui']],
  ])('offers %s', (_name, scope, expected) => {
    expect(productChoices(scope, ['material-ui', 'x'])).toEqual(expected);
  });

  it.each<[string, SearchScope, string | null, string | null]>([
    ['keeps all products in the current versions', current, null, null],
    ['keeps the pick in the current versions', current, 'x', 'x'],
    ['searches the snapshot product in a snapshot, whatever was picked', snapshot, 'x', 'material-ui'],
    ['searches the snapshot product in a snapshot rather than all', snapshot, null, 'material-ui'],
  ])('%s', (_name, scope, picked, expected) => {
    expect(searchedProduct(scope, picked)).toBe(expected);
  });
});
