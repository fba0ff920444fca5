/**
 * Components whose declaration is known not to be readable as a component API, by package.
 *
 * Extraction fails the build when a discovered component (a capitalised folder with a
 * `<Name>.d.ts`) cannot be read, so a broken or surprising declaration is noticed when the
 * package is upgraded. Listing a component here turns that failure into "no page for it".
 * Every entry must say why; remove entries when the reason no longer holds.
 */
export type SkipList = Readonly<Record<string, Readonly<Record<string, string>>>>;

export const SKIP_LIST: SkipList = {
  '@mui/material': {},
  '@mui/x-date-pickers': Object.fromEntries(
    [
      'AdapterDateFns',
      'AdapterDateFnsBase',
      'AdapterDateFnsJalali',
      'AdapterDateFnsJalaliV2',
      'AdapterDateFnsV2',
      'AdapterDayjs',
      'AdapterLuxon',
      'AdapterMoment',
      'AdapterMomentHijri',
      'AdapterMomentJalaali',
    ].map((adapter) => [adapter, 'A date-library adapter class passed to LocalizationProvider, not a component.']),
  ),
  '@mui/joy': {
    // A stub that throws "removed" at runtime: `declare const _default: () => never`, marked
    // `@ignore - do not document`. Joy UI's text field is `FormControl` + `FormLabel` + `Input`.
    TextField: 'Removed from Joy UI; the folder only keeps a throwing stub (`() => never`).',
  },
};

/** The skip entries (component → reason) of one package. */
export function skipListFor(packageName: string, list: SkipList = SKIP_LIST): Readonly<Record<string, string>> {
  return list[packageName] ?? {};
}
