import {HAS_HYDRATED_ATTRIBUTE} from '../constants/dom';

/**
 * Whether the visit's first page has hydrated, so that what renders now is a client-side
 * navigation's page or a later update. Browser only: Docusaurus marks the root element once
 * the first hydration is over.
 */
export function firstPageHasHydrated(): boolean {
  return document.documentElement.getAttribute(HAS_HYDRATED_ATTRIBUTE) === 'true';
}
