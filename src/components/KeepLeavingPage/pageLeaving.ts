/**
 * Whether the page a component is in is being left: held by the docs layout until the browser is
 * idle (./index.tsx), out of the document, before React tears it down. What a component does as
 * its page goes it does when this turns true, not in its unmount, as Back may come before the
 * teardown (HydrateNearViewport keeps a part's HTML for Back and Forward); and it starts no work
 * for a page no one sees (a part going live, the rest of the page rendering).
 */
import {createContext, useContext} from 'react';

export const PageLeavingContext = createContext(false);

export function usePageLeaving(): boolean {
  return useContext(PageLeavingContext);
}
