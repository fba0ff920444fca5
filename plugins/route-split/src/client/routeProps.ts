/**
 * When a route component may skip a render: react-router re-renders every route on the page
 * whenever the address changes, even while Docusaurus keeps the current page on screen until the
 * next one has loaded, because its `<Route>` passes down a new `match` object for the same
 * location. On a component page, that re-render of the page being left (its demos included)
 * was most of the click's task: about 170 ms at 4x CPU slowdown before the next page began.
 */

interface Match {
  readonly path: string;
  readonly url: string;
  readonly isExact: boolean;
  readonly params: Readonly<Record<string, unknown>>;
}

function isMatch(value: unknown): value is Match {
  return typeof value === 'object' && value !== null && 'url' in value && 'params' in value && typeof value.params === 'object' && value.params !== null;
}

function sameParams(a: Match['params'], b: Match['params']): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

function sameMatch(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) {
    return true;
  }
  if (!isMatch(a) || !isMatch(b)) {
    return false;
  }
  return a.path === b.path && a.url === b.url && a.isExact === b.isExact && sameParams(a.params, b.params);
}

/**
 * Whether a route component renders the same for `next` as it did for `previous`: every prop the
 * same value (the location, the history, the route are the same objects), except `match`, which
 * must only say the same thing.
 */
export function sameRouteProps(previous: object, next: object): boolean {
  const before = new Map<string, unknown>(Object.entries(previous));
  const after = Object.entries(next);
  if (before.size !== after.length) {
    return false;
  }
  return after.every(([key, value]) => before.has(key) && (key === 'match' ? sameMatch(before.get(key), value) : Object.is(before.get(key), value)));
}
