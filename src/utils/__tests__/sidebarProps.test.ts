import {describe, expect, it} from 'vitest';
import {planOfPage, readSidebarItemProps, type SidebarItemLike} from '../sidebarProps';

describe('readSidebarItemProps', () => {
  it.each<[string, unknown, unknown]>([
    ['undefined', undefined, {}],
    ['null', null, {}],
    ['a string', 'new', {}],
    ['valid props', {flags: ['newFeature', 'beta'], plan: 'pro', icon: 'BookIcon'}, {flags: ['newFeature', 'beta'], plan: 'pro', icon: 'BookIcon'}],
    ['unknown flags are dropped', {flags: ['shiny', 'legacy']}, {flags: ['legacy']}],
    ['unknown plan and icon are dropped', {plan: 'gold', icon: 'StarIcon'}, {}],
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
