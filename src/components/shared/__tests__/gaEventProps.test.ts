/** The attributes the markup carries are the ones the click listener reads back. */
import {describe, expect, it} from 'vitest';
import {clickEventFromTarget, type ElementLike} from '../../../utils/analytics/clickEvent';
import {gaEventProps, type GaEvent} from '../gaEventProps';

/** An element carrying exactly these attributes, as React renders them. */
function elementWith(attributes: Readonly<Record<string, string>>): ElementLike {
  return {getAttribute: (name) => attributes[name] ?? null, parentElement: null};
}

describe('gaEventProps', () => {
  it.each<[string, GaEvent, string | null]>([
    ['with a label', {category: 'demo', action: 'variant', label: 'TS'}, 'TS'],
    ['with a null label', {category: 'ad', action: 'click', label: null}, null],
    ['without a label', {category: 'code', action: 'copy-click'}, null],
  ])('marks an element whose clicks report the event (%s)', (_name, event, label) => {
    const props = gaEventProps(event);
    expect(clickEventFromTarget(elementWith(props), 0.5)).toEqual(['event', event.category, {eventAction: event.action, eventLabel: label}]);
  });

  it('renders no label attribute when there is no label', () => {
    expect(Object.keys(gaEventProps({category: 'ad', action: 'click', label: null}))).toHaveLength(2);
  });
});
