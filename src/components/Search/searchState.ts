/**
 * Whether the search dialog is open, shared by the navbar button and the dialog's host in Root.
 *
 * The host lives in Root, which never unmounts, because the navbar does: a client-side move to a
 * page of another product (or from the home page to the docs) renders a new Layout, and with it a
 * new navbar. A dialog owned by the navbar would be torn down and mounted again under the reader
 * (a recent search clicked just after such a move lost its element). The navbar button only asks
 * for the dialog and registers itself, so focus returns to the button the page shows now.
 */
import {useSyncExternalStore} from 'react';
import {createListeners} from '../../utils/listeners';

export interface SearchState {
  /** The dialog is open. */
  readonly open: boolean;
  /** The reader reached for search once: the dialog's code is wanted (and stays mounted). */
  readonly wanted: boolean;
}

const CLOSED: SearchState = {open: false, wanted: false};
let state: SearchState = CLOSED;
let button: HTMLElement | null = null;
const {subscribe, notify} = createListeners();

function setState(next: SearchState): void {
  if (next.open !== state.open || next.wanted !== state.wanted) {
    state = next;
    notify();
  }
}

export function useSearchState(): SearchState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
}

export function openSearch(): void {
  setState({open: true, wanted: true});
}

export function closeSearch(): void {
  setState({...state, open: false});
}

/** The navbar's search button, as a ref callback: the one on screen gets focus back. */
export function registerSearchButton(element: HTMLElement | null): void {
  if (element) {
    button = element;
  } else if (button && !button.isConnected) {
    button = null;
  }
}

/** After the dialog's closing transition: focus back on the search button, if it is on the page. */
export function focusSearchButton(): void {
  if (button?.isConnected) {
    button.focus();
  }
}
