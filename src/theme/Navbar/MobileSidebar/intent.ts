/**
 * Whether the reader has reached for the phone menu: pressed, hovered or focused its button.
 * The menu (every sidebar link of the product) is rendered from then on, and not with the page:
 * on a phone, rendering and laying it out closed took about 170 ms of a slow phone's main thread
 * after every first page. Reaching for the button comes before the click that opens the menu, so
 * the menu is in the page, closed, when the click slides it in.
 */
import {useSyncExternalStore} from 'react';
import {createListeners} from '../../../utils/listeners';

let reached = false;
const {subscribe, notify} = createListeners();

export function reachForMobileSidebar(): void {
  if (!reached) {
    reached = true;
    notify();
  }
}

/** Once true, stays true for the life of the page (client-side navigations included). */
export function useMobileSidebarReached(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reached,
    () => false,
  );
}
