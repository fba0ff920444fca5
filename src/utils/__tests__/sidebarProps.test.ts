import {describe, expect, it} from 'vitest';
import {groupHolds, planOfPage, readSidebarItemProps, startsClosed, type SidebarItemLike} from '../sidebarProps';

describe('readSidebarItemProps', () => {
  it.each<[string, unknown, unknown]>([
    ['undefined', undefined, {}],
    ['null', null, {}],
    ['a string', 'new', {}],
    ['valid props', {flags: ['newFeature', 'beta'], plan: 'pro', icon: 'BookIcon'}, {flags: ['newFeature', 'beta'], plan: 'pro', icon: 'BookIcon'}],
    ['unknown flags are dropped', {flags: ['shiny', 'legacy']}, {flags: ['legacy']}],
    ['unknown plan and icon are dropped', {plan: 'gold', icon: 'StarIcon'}, {}],
    ["the first group's mark", {openOutsideGroups: true}, {openOutsideGroups: true}],
    ['a mark that is not true is dropped', {openOutsideGroups: 'yes'}, {}],
    ['link props keep data attributes only', {linkProps: {'data-ga-event-category': 'store', onclick: 'x', 'data-n': 3}}, {linkProps: {'data-ga-event-category': 'store'}}],
  ])('%s', (_name, input, expected) => {
    expect(readSidebarItemProps(input)).toEqual(expected);
  });
});

describe('planOfPage', () => {
  const items: SidebarItemLike[] = [
    {type: 'link', href: '/x/react-data-grid', customProps: {}},
    {
      type: 'category',
      items: [
        {type: 'link', href: '/x/react-data-grid/tree-data', customProps: {plan: 'pro'}},
        {type: 'category', items: [{type: 'link', href: '/x/react-data-grid/row-grouping', customProps: {plan: 'premium', flags: ['beta']}}]},
      ],
    },
    {type: 'link', href: '/x/react-charts/heatmap', customProps: {plan: 'gold'}},
  ];
  it.each<[string, string, string | undefined]>([
    ['a free page', '/x/react-data-grid', undefined],
    ['a Pro page in a category', '/x/react-data-grid/tree-data', 'pro'],
    ['a Premium page two levels down', '/x/react-data-grid/row-grouping', 'premium'],
    ['an unknown plan is none', '/x/react-charts/heatmap', undefined],
    ['a page the sidebar does not list', '/x/introduction', undefined],
  ])('%s', (_name, permalink, expected) => {
    expect(planOfPage(items, permalink)).toBe(expected);
  });
});

describe('groupHolds and startsClosed', () => {
  type Group = SidebarItemLike & {collapsed: boolean; collapsible: boolean};
  const dataGrid: Group = {
    type: 'category',
    collapsed: false,
    collapsible: true,
    customProps: {openOutsideGroups: true},
    items: [
      {type: 'link', href: '/x/react-data-grid'},
      {type: 'category', items: [{type: 'link', href: '/x/react-data-grid/row-grouping'}]},
    ],
  };
  const charts: Group = {type: 'category', collapsed: true, collapsible: true, href: '/x/react-charts', items: [{type: 'link', href: '/x/react-charts/bars'}]};
  const sidebar: SidebarItemLike[] = [{type: 'link', href: '/x/introduction'}, dataGrid, charts];

  it.each<[string, SidebarItemLike, string, boolean]>([
    ['a link of the group', dataGrid, '/x/react-data-grid', true],
    ['a link two levels down', dataGrid, '/x/react-data-grid/row-grouping', true],
    ['with a trailing slash', dataGrid, '/x/react-data-grid/row-grouping/', true],
    ["the group's own page", charts, '/x/react-charts', true],
    ['a page of another group', dataGrid, '/x/react-charts/bars', false],
    ['a prefix is not the page', dataGrid, '/x/react-data-grid/row', false],
  ])('groupHolds: %s', (_name, item, path, expected) => {
    expect(groupHolds(item, path)).toBe(expected);
  });

  it.each<[string, Group, string, boolean]>([
    ['the first group, on a page in another group', dataGrid, '/x/react-charts/bars', true],
    ["the first group, on another group's own page", dataGrid, '/x/react-charts', true],
    ['the first group, on one of its pages', dataGrid, '/x/react-data-grid/row-grouping', false],
    ['the first group, on a page in no group (the home)', dataGrid, '/x/introduction', false],
    ['the first group, on a page the sidebar does not list', dataGrid, '/x/api/data-grid', false],
    ['another group keeps its config', charts, '/x/react-data-grid', true],
    ['an open group without the mark keeps its config', {...dataGrid, customProps: {}}, '/x/react-charts/bars', false],
    ['a group that cannot close stays open', {...dataGrid, collapsible: false}, '/x/react-charts/bars', false],
  ])('startsClosed: %s', (_name, item, path, expected) => {
    expect(startsClosed(item, sidebar.map((entry) => (entry === dataGrid ? item : entry)), path)).toBe(expected);
  });
});
