/**
 * Whether a component given `after` renders what it rendered given `before`, for a component
 * that reads one prop only through a derived value: every other prop is the same (`Object.is`)
 * and the derived value is equal. A sidebar link reads the address only to know whether it is
 * the page shown; on a navigation the address changes for every link and the answer for two.
 */
export function rendersAsBefore<Props extends object, Key extends keyof Props, Derived>(
  before: Props,
  after: Props,
  key: Key,
  derive: (props: Props) => Derived,
): boolean {
  const keys = new Set<keyof Props>([...(Object.keys(before) as (keyof Props)[]), ...(Object.keys(after) as (keyof Props)[])]);
  for (const name of keys) {
    if (name !== key && !Object.is(before[name], after[name])) {
      return false;
    }
  }
  return Object.is(derive(before), derive(after));
}
