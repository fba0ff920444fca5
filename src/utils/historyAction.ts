/**
 * Whether the page being rendered was reached by Back or Forward, from react-router's
 * `history.action` (https://github.com/remix-run/history/blob/v4/docs/Navigation.md): `POP` is a
 * move through the session's history (it is the first load's action too, which the callers tell
 * apart by whether the first page has hydrated). The browser then restores a scroll position, and
 * content rendered later than the page would land the reader elsewhere.
 */
export function isBackOrForward(historyAction: string): boolean {
  return historyAction === 'POP';
}
