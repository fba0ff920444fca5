import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {leanRoute} from '..';

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
  it('empties doc descriptions and keeps ids, titles and sidebars', () => {
    expect(versionOf(leanRoute(tree(VERSION))).docs).toEqual({
      'react-button': {id: 'react-button', title: 'Button', description: '', sidebar: 'pages'},
    });
  });

  it.each<[string, string, Record<string, unknown>]>([
    ['drops unlisted: false', '/material-ui/react-button', {type: 'link', href: '/material-ui/react-button', label: 'Button', docId: 'react-button'}],
    ['keeps unlisted: true, which hides the item', '/material-ui/react-draft', {type: 'link', href: '/material-ui/react-draft', label: 'Draft', docId: 'react-draft', unlisted: true}],
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
