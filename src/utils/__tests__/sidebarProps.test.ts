import {describe, expect, it} from 'vitest';
import {planOfPage, readSidebarItemProps, startsClosed, type SidebarItemLike} from '../sidebarProps';

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

describe('startsClosed', () => {
  type Entry = SidebarItemLike & {label: string};
  type Group = Entry & {collapsed: boolean; collapsible: boolean};
  const dataGrid: Group = {type: 'category', label: 'Data Grid', collapsed: false, collapsible: true, customProps: {openOutsideGroups: true}};
  const charts: Group = {type: 'category', label: 'Charts', collapsed: true, collapsible: true};
  const introduction: Entry = {type: 'link', label: 'Introduction', href: '/x/introduction'};

  it.each<[string, Group, string | null, boolean]>([
    ['the first group, on a page of another group', dataGrid, 'Charts', true],
    ['the first group, on one of its own pages', dataGrid, 'Data Grid', false],
    ['the first group, on a page in no group (the home)', dataGrid, 'Introduction', false],
    ['the first group, on a page the sidebar does not list', dataGrid, null, false],
    ['another group keeps its config', charts, 'Data Grid', true],
    ['an open group without the mark keeps its config', {...dataGrid, customProps: {}}, 'Charts', false],
    ['a group that cannot close stays open', {...dataGrid, collapsible: false}, 'Charts', false],
  ])('%s', (_name, item, holder, expected) => {
    const sidebar: Entry[] = [introduction, item, ...(item.label === 'Charts' ? [dataGrid] : [charts])];
    // The entry holding the page being read, by label (Docusaurus' isActiveSidebarItem in the site).
    expect(startsClosed(item, sidebar, (entry) => entry.label === holder)).toBe(expected);
  });
});
