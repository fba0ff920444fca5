import {describe, expect, it} from 'vitest';
import {activeVersionLabel, versionMenuEntries} from '../versionMenu';
import {ARCHIVED_VERSIONS, VIEW_ALL_VERSIONS} from '../../constants/versions';

const current = {name: 'current', label: 'v7.3.5', mainPath: '/material-ui/getting-started/overview'};
const snapshot = {name: '7.2.0', label: '7.2.0', mainPath: '/material-ui/7.2.0/getting-started/overview'};

describe('versionMenuEntries', () => {
  it('lists the current version, the archived majors, then View all after a divider', () => {
    expect(versionMenuEntries({built: [current], activeVersionName: 'current', archived: ARCHIVED_VERSIONS['material-ui'], viewAll: VIEW_ALL_VERSIONS})).toEqual([
      {kind: 'version', label: 'v7.3.5', href: '/material-ui/getting-started/overview', selected: true, external: false},
      {kind: 'archived', label: 'v6', href: 'https://v6.mui.com/material-ui/getting-started/', selected: false, external: true},
      {kind: 'archived', label: 'v5', href: 'https://v5.mui.com/getting-started/installation/', selected: false, external: true},
      {kind: 'archived', label: 'v4', href: 'https://v4.mui.com/getting-started/installation/', selected: false, external: true},
      {kind: 'divider'},
      {kind: 'archived', label: 'View all versions', href: 'https://mui.com/versions/', selected: false, external: true},
    ]);
  });

  it('keeps the reader on the same page when the version has it', () => {
    const entries = versionMenuEntries({
      built: [
        {...current, samePagePath: '/material-ui/react-button'},
        {...snapshot, samePagePath: '/material-ui/7.2.0/react-button'},
      ],
      activeVersionName: '7.2.0',
      archived: [],
      viewAll: null,
    });
    expect(entries).toEqual([
      {kind: 'version', label: 'v7.3.5', href: '/material-ui/react-button', selected: false, external: false},
      {kind: 'version', label: '7.2.0', href: '/material-ui/7.2.0/react-button', selected: true, external: false},
    ]);
  });

  it('falls back to the version start when the page is missing there', () => {
    const [, old] = versionMenuEntries({built: [{...current, samePagePath: '/material-ui/react-new'}, snapshot], activeVersionName: 'current', archived: [], viewAll: null});
    expect(old).toMatchObject({href: '/material-ui/7.2.0/getting-started/overview'});
  });

  it('has a single entry, and no divider, for a product with one version', () => {
    expect(versionMenuEntries({built: [current], activeVersionName: undefined, archived: [], viewAll: VIEW_ALL_VERSIONS})).toHaveLength(1);
  });
});

describe('activeVersionLabel', () => {
  it.each([
    ['current', 'v7.3.5'],
    ['7.2.0', '7.2.0'],
    [undefined, 'v7.3.5'],
    ['9.9.9', 'v7.3.5'],
  ])('%s → %s', (active, expected) => {
    expect(activeVersionLabel([current, snapshot], active)).toBe(expected);
  });
});
