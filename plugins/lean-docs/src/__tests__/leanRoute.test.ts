import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {leanGlobalData, leanRoute} from '..';

const VERSION = {
  pluginId: 'material-ui',
  version: 'current',
  label: 'v7.3.5',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docs: {
    'react-button': {id: 'react-button', title: 'Button', description: 'Buttons let people act with a single tap.', sidebar: 'pages'},
  },
  docsSidebars: {
    pages: [
      {
        type: 'category',
        label: 'Inputs',
        collapsible: true,
        collapsed: true,
        items: [
          {type: 'link', href: '/material-ui/react-button', label: 'Button', docId: 'react-button', unlisted: false},
          {type: 'link', href: '/material-ui/react-draft', label: 'Draft', docId: 'react-draft', unlisted: true},
          {type: 'link', href: '/material-ui/outside', label: 'Outside'},
        ],
      },
    ],
  },
} satisfies PropVersionMetadata;

function tree(version: unknown): RouteConfig {
  return {
    path: '/material-ui',
    component: '@theme/DocsRoot',
    routes: [{path: '/material-ui', component: '@theme/DocVersionRoot', props: {version}, routes: [{path: '/material-ui/react-button', component: '@theme/DocItem', exact: true}]}],
  };
}

function versionOf(route: RouteConfig): PropVersionMetadata {
  return route.routes?.[0]?.props?.version as PropVersionMetadata;
}

describe('leanRoute', () => {
  it('sends the doc map empty (only doc cards read it)', () => {
    expect(versionOf(leanRoute(tree(VERSION))).docs).toEqual({});
  });

  it.each<[string, string, Record<string, unknown>]>([
    ['drops unlisted: false; the doc id becomes the mark', '/material-ui/react-button', {type: 'link', href: '/material-ui/react-button', label: 'Button', docId: 'd'}],
    ['keeps unlisted: true, which hides the item', '/material-ui/react-draft', {type: 'link', href: '/material-ui/react-draft', label: 'Draft', docId: 'd', unlisted: true}],
    ['leaves a link that is not a doc without a docId', '/material-ui/outside', {type: 'link', href: '/material-ui/outside', label: 'Outside'}],
  ])('sidebar items nested in categories: %s', (_name, href, expected) => {
    const [category] = versionOf(leanRoute(tree(VERSION))).docsSidebars.pages ?? [];
    const items = category?.type === 'category' ? category.items : [];
    expect(items.find((item) => item.type === 'link' && item.href === href)).toEqual(expected);
  });

  it('keeps the rest of the version data and the route tree as they were', () => {
    const lean = leanRoute(tree(VERSION));
    expect({...versionOf(lean), docs: undefined, docsSidebars: undefined}).toEqual({...VERSION, docs: undefined, docsSidebars: undefined});
    expect(lean.routes?.[0]?.routes).toEqual(tree(VERSION).routes?.[0]?.routes);
  });

  it.each<[string, unknown]>([
    ['no version prop', undefined],
    ['a version prop of another shape', {name: 'current'}],
  ])('leaves routes with %s untouched', (_name, version) => {
    expect(leanRoute(tree(version))).toEqual(tree(version));
  });

  it('does not change the route it is given', () => {
    const route = tree(VERSION);
    leanRoute(route);
    expect(versionOf(route).docs['react-button']?.description).toBe('Buttons let people act with a single tap.');
  });
});

describe('leanGlobalData', () => {
  const doc = (id: string) => ({id, path: `/material-ui/${id}`, sidebar: 'pages'});
  const version = (name: string, isLast: boolean) => ({
    name,
    label: name,
    isLast,
    path: isLast ? '/material-ui' : `/material-ui/${name}`,
    mainDocId: 'overview',
    docs: [doc('react-button'), doc('overview'), doc('react-chip')],
    draftIds: [],
    sidebars: {pages: {link: {path: '/material-ui/overview', label: 'Overview'}}},
  });

  it.each([
    {versions: [version('current', true)], kept: [['overview']]},
    {versions: [version('current', true), version('7.2.0', false)], kept: [['react-button', 'overview', 'react-chip'], ['react-button', 'overview', 'react-chip']]},
  ])('with $versions.length version(s), keeps docs $kept', ({versions, kept}) => {
    const lean = leanGlobalData({path: '/material-ui', versions, breadcrumbs: true});
    expect(lean.versions.map((v) => v.docs.map((d) => d.id))).toEqual(kept);
    // Everything but the doc lists is as it was.
    expect(lean.versions.map(({docs: _docs, ...rest}) => rest)).toEqual(versions.map(({docs: _docs, ...rest}) => rest));
    expect(lean.path).toBe('/material-ui');
  });
});
