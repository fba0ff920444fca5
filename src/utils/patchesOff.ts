/**
 * Builds without one of the site's patches of Docusaurus or library internals, to measure what
 * each saves (`node bench/patch-savings.mjs`): `DOCS_BUILD_WITHOUT=<name>[,<name>…]` leaves the
 * named patches out of a build. Only patches the site works without are listed; the others
 * (the route table split, the lean Prism) are what other parts of the site are built on.
 */

export const PATCHES_OFF_VARIABLE = 'DOCS_BUILD_WITHOUT';

export const REMOVABLE_PATCHES = [
  'client-code-edits/after-hydration-transitions',
  'client-code-edits/emotion-insert-while-rendering',
  'client-code-edits/links-without-router-context',
  'stepwise-app-start',
  'browser-config-trim',
  'single-server-bundle',
  'lean-docs',
  'chunk-id-filenames',
] as const;

export type RemovablePatch = (typeof REMOVABLE_PATCHES)[number];

function isRemovablePatch(name: string): name is RemovablePatch {
  return (REMOVABLE_PATCHES as readonly string[]).includes(name);
}

/** The patches a build leaves out; an unknown name fails, listing the known ones. */
export function patchesOffFrom(value: string | undefined): ReadonlySet<RemovablePatch> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !isRemovablePatch(name));
  if (unknown.length > 0) {
    const named = unknown.map((name) => `"${name}"`).join(', ');
    throw new Error(`${PATCHES_OFF_VARIABLE}: no removable patch named ${named}. Known: ${REMOVABLE_PATCHES.join(', ')}.`);
  }
  return new Set(names.filter(isRemovablePatch));
}
