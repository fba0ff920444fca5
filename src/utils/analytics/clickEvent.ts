/**
 * Declarative click events: markup opts in with `data-ga-event-*` attributes and one document-level
 * listener reports them.
 */
import {GA_DATA_ATTRIBUTES} from '../../constants/dom';
import type {GtagEventArgs} from '../gtag';

/** The part of a DOM element the lookup needs; tests pass plain objects. */
export interface ElementLike {
  getAttribute(name: string): string | null;
  readonly parentElement: ElementLike | null;
}

function isElementLike(value: unknown): value is ElementLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    'getAttribute' in value &&
    typeof value.getAttribute === 'function' &&
    'parentElement' in value
  );
}

function findCategoryElement(target: unknown): ElementLike | null {
  let node: ElementLike | null = isElementLike(target) ? target : null;
  while (node !== null) {
    if (node.getAttribute(GA_DATA_ATTRIBUTES.category) !== null) {
      return node;
    }
    node = node.parentElement;
  }
  return null;
}

/**
 * Whether a sampled click is kept. A split is the share kept (`0.1` keeps about 10 %); a missing,
 * zero or unparsable split keeps every click.
 */
export function isKeptBySplit(split: string | null, random: number): boolean {
  const share = Number.parseFloat(split ?? '');
  return !share || share >= random;
}

/**
 * The event a click reports: the nearest element (the target or an ancestor) carrying a
 * category decides, elements above it are not looked at. Null when nothing is tracked or the
 * click was sampled out. `random` is a draw in [0, 1).
 */
export function clickEventFromTarget(target: unknown, random: number): GtagEventArgs | null {
  const element = findCategoryElement(target);
  if (element === null) {
    return null;
  }
  if (!isKeptBySplit(element.getAttribute(GA_DATA_ATTRIBUTES.split), random)) {
    return null;
  }
  // The category was checked for null by the lookup.
  const category = element.getAttribute(GA_DATA_ATTRIBUTES.category) ?? '';
  return [
    'event',
    category,
    {
      eventAction: element.getAttribute(GA_DATA_ATTRIBUTES.action),
      eventLabel: element.getAttribute(GA_DATA_ATTRIBUTES.label),
    },
  ];
}
