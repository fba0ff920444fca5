/**
 * The page's one stash of parts' HTML (see `createPartStash`): HydrateNearViewport shows a part
 * from it when the part mounts after the first page; a page's server-drawn parts are put in it
 * ahead of a client-side navigation (see src/components/Demo/serverDrawnDemos.ts).
 */
import {createPartStash} from './nearViewport';

export const partStash = createPartStash();

/** A part's key in the stash: its page's pathname and its name on the page. */
export function stashKeyOf(pathname: string, partName: string): string {
  return `${pathname}#${partName}`;
}
