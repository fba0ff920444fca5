import {describe, expect, it} from 'vitest';
import {readSidebarItemProps} from '../sidebarProps';

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
