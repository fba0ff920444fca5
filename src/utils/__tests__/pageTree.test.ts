import {describe, expect, it} from 'vitest';
import type {MuiPage} from '../../data/pages/types';
import {writtenIn} from '../../data/pages/sourceFile';
import {
  assertUniquePathnames,
  docIdForPathname,
  pageToTitle,
  pagesToSidebarItems,
  type PageSource,
} from '../pageTree';

describe('pageToTitle', () => {
  it.each<[Pick<MuiPage, 'title' | 'subheader' | 'pathname'>, string | null]>([
    [{pathname: '/material-ui/react-radio-buttons'}, 'Radio buttons'],
    [{pathname: '/material-ui/getting-started/installation'}, 'Installation'],
    [{pathname: '/material-ui/api/button'}, 'Button'],
    [{pathname: '/material-ui/api/loading-button'}, 'LoadingButton'],
    [{pathname: '/base-ui/api/use-autocomplete'}, 'useAutocomplete'],
    [{pathname: '/material-ui/api-docs/button-base'}, 'ButtonBase'],
    [{pathname: '/material-ui/react-button.js'}, 'Button'],
    [{pathname: '/material-ui/components/inputs', subheader: '/material-ui/components/data-display'}, 'Data display'],
    [{pathname: '/x/react-charts', title: 'Charts'}, 'Charts'],
    [{pathname: '/x/react-charts', title: false}, null],
    [{pathname: '/material-ui/getting-started/'}, 'Getting started'],
  ])('%j → %s', (page, expected) => {
    expect(pageToTitle(page)).toBe(expected);
  });
});

describe('assertUniquePathnames', () => {
  it('accepts unique pathnames', () => {
    expect(() => assertUniquePathnames([{pathname: '/a', children: [{pathname: '/a/b'}]}])).not.toThrow();
  });

  it.each<[string, MuiPage[]]>([
    ['siblings', [{pathname: '/a'}, {pathname: '/a'}]],
    ['parent and child', [{pathname: '/a', children: [{pathname: '/a'}]}]],
    ['across groups', [{pathname: '/g1', children: [{pathname: '/a'}]}, {pathname: '/g2', children: [{pathname: '/a'}]}]],
  ])('throws for a duplicate between %s', (_name, pages) => {
    expect(() => assertUniquePathnames(pages)).toThrow('Duplicated pathname /a in pages');
  });

  it('names the file when a source is given', () => {
    expect(() =>
      assertUniquePathnames([{pathname: '/a'}, {pathname: '/a'}], {file: 'src/data/pages/x.ts', routeBasePath: 'a', docsPath: 'docs/a'}),
    ).toThrow('src/data/pages/x.ts: Duplicated pathname /a in pages');
  });

  it.each(['/material-ui/api/button/components-api', '/joy-ui/api/use-button/hooks-api'])(
    'exempts API-tab variant %s',
    (pathname) => {
      expect(() => assertUniquePathnames([{pathname}, {pathname}])).not.toThrow();
    },
  );
});

describe('docIdForPathname', () => {
  it.each([
    ['/material-ui', 'material-ui', 'index'],
    ['/material-ui/', 'material-ui', 'index'],
    ['/material-ui/getting-started/usage', 'material-ui', 'getting-started/usage'],
    ['/experiments/docs/code-blocks', 'experiments/docs', 'code-blocks'],
    ['/joy-ui/react-button', 'material-ui', null],
    ['/material-uix/page', 'material-ui', null],
  ])('%s in %s → %s', (pathname, base, expected) => {
    expect(docIdForPathname(pathname, base)).toBe(expected);
  });
});

describe('pagesToSidebarItems', () => {
  const source: PageSource = {file: 'src/data/pages/demo.ts', routeBasePath: 'demo', docsPath: 'docs/demo'};
  const existing = new Set(['intro', 'react-button', 'react-chip']);
  const docExists = (id: string) => existing.has(id);
  const withOtherProduct: PageSource = {
    ...source,
    otherProducts: [{routeBasePath: 'other', docsPath: 'docs/other', docExists: (id) => id === 'react-data-grid'}],
  };

  it('opens the first group and closes the others', () => {
    const group = (name: string, children: MuiPage[]): MuiPage => ({pathname: `/demo/${name}`, title: name, children});
    const items = pagesToSidebarItems(
      [
        {pathname: '/demo/intro'},
        group('first', [{pathname: '/demo/react-button'}]),
        group('second', [group('sub', [{pathname: '/demo/react-chip'}])]),
      ],
      source,
      docExists,
    );
    const state = (item: unknown) => {
      const {label, collapsed, collapsible, customProps} = item as {label: string; collapsed: boolean; collapsible: boolean; customProps?: unknown};
      return {label, collapsed, collapsible, customProps};
    };
    // The first group is marked, so that the sidebar closes it on pages of another group.
    expect(state(items[1])).toEqual({label: 'first', collapsed: false, collapsible: true, customProps: {openOutsideGroups: true}});
    expect(state(items[2])).toEqual({label: 'second', collapsed: true, collapsible: true, customProps: undefined});
  });

  it('maps groups, subheaders, pages, external links and flags', () => {
    const items = pagesToSidebarItems(
      [
        {pathname: '/demo/intro', icon: 'DescriptionIcon'},
        {
          pathname: '/demo/components',
          title: 'Components',
          children: [
            {
              pathname: '/demo/components/inputs',
              subheader: '/demo/components/inputs',
              children: [
                {pathname: '/demo/react-button', newFeature: true, plan: 'pro'},
                {pathname: '/demo/react-chip', deprecated: true, legacy: true},
              ],
            },
          ],
        },
        {pathname: 'https://mui.com/store/', title: 'Templates', linkProps: {'data-ga-event-category': 'store'}},
      ],
      source,
      docExists,
    );
    expect(items).toEqual([
      {type: 'doc', id: 'intro', label: 'Intro', className: 'sidebar-item', customProps: {icon: 'DescriptionIcon'}},
      {
        type: 'category',
        label: 'Components',
        className: 'sidebar-item',
        collapsible: true,
        collapsed: false,
        customProps: {openOutsideGroups: true},
        items: [
          {
            type: 'category',
            label: 'Inputs',
            className: 'sidebar-item sidebar-subheader',
            collapsible: false,
            collapsed: false,
            items: [
              {
                type: 'doc',
                id: 'react-button',
                label: 'Button',
                className: 'sidebar-item sidebar-item--newFeature sidebar-item--pro',
                customProps: {flags: ['newFeature'], plan: 'pro'},
              },
              {
                type: 'doc',
                id: 'react-chip',
                label: 'Chip',
                className: 'sidebar-item sidebar-item--legacy sidebar-item--deprecated',
                customProps: {flags: ['legacy', 'deprecated']},
              },
            ],
          },
        ],
      },
      {
        type: 'link',
        href: 'https://mui.com/store/',
        label: 'Templates',
        className: 'sidebar-item',
        customProps: {linkProps: {'data-ga-event-category': 'store'}},
      },
    ]);
  });

  it.each<[string, MuiPage[], string]>([
    [
      'a page that does not exist',
      [{pathname: '/demo/missing'}],
      'src/data/pages/demo.ts: entry "/demo/missing", field "pathname": no page at docs/demo/missing.md or .mdx',
    ],
    [
      'a pathname outside the product',
      [{pathname: '/other/react-button'}],
      'src/data/pages/demo.ts: entry "/other/react-button", field "pathname": must start with /demo/',
    ],
    [
      'a trailing slash',
      [{pathname: '/demo/react-button/'}],
      'field "pathname": must not end with a slash',
    ],
    ['an http link', [{pathname: 'http://example.com'}], 'field "pathname": external links must use https://'],
    [
      "a missing page of another product",
      [{pathname: '/other/react-missing'}],
      'entry "/other/react-missing", field "pathname": no page at docs/other/react-missing.md or .mdx (the link leads nowhere)',
    ],
    [
      'a flag on a group',
      [{pathname: '/demo/g', newFeature: true, children: [{pathname: '/demo/intro'}]}],
      'entry "/demo/g", field "children": flags, plans and icons are shown on pages, not on groups',
    ],
    ['an empty group', [{pathname: '/demo/g', children: []}], 'entry "/demo/g", field "children": a group needs at least one child'],
    ['a duplicate', [{pathname: '/demo/intro'}, {pathname: '/demo/intro'}], 'src/data/pages/demo.ts: Duplicated pathname /demo/intro in pages'],
    [
      'a missing page in a section written in its own file',
      [{pathname: '/demo/intro'}, writtenIn('src/data/pages/demo/section.ts', {pathname: '/demo/g', children: [{pathname: '/demo/gone'}]})],
      'src/data/pages/demo/section.ts: entry "/demo/gone", field "pathname": no page at docs/demo/gone.md or .mdx',
    ],
    [
      'a duplicate in a section written in its own file',
      [{pathname: '/demo/intro'}, ...writtenIn('src/data/pages/demo/more.ts', [{pathname: '/demo/intro'}])],
      'src/data/pages/demo/more.ts: Duplicated pathname /demo/intro in pages',
    ],
  ])('fails on %s', (_name, pages, message) => {
    const withOther = pages.some((page) => page.pathname.startsWith('/other/react-missing')) ? withOtherProduct : source;
    expect(() => pagesToSidebarItems(pages, withOther, docExists)).toThrow(message);
  });

  it("links to another product's page", () => {
    const items = pagesToSidebarItems([{pathname: '/other/react-data-grid', title: 'Data Grid'}], withOtherProduct, docExists);
    expect(items).toEqual([{type: 'link', href: '/other/react-data-grid', label: 'Data Grid', className: 'sidebar-item'}]);
  });
});
