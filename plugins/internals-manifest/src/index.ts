/**
 * Every internal of a third-party package the site depends on: the site plugins' patches
 * (./patches.ts) and the swizzled theme components (./swizzles.ts), each with the module and
 * versions it targets, how it reaches in, the guard that must hold, what it saves and what to
 * re-check. `npm run test:unit -- plugins/internals-manifest` checks them all against
 * node_modules; `npm run check:upgrade` maps a failure of the upgrade drill to these entries.
 */
import {PATCHES} from './patches';
import {SWIZZLE_ENTRIES} from './swizzles';
import type {InternalEntry} from './types';

export type {Guard, InternalEntry, Mechanism, PackageFiles} from './types';
export {checkEntry} from './check';
export {installedPackage} from './files';

export const INTERNALS: readonly InternalEntry[] = [...PATCHES, ...SWIZZLE_ENTRIES];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether the text names `token` whole: not as the start of a longer path or id. */
function names(text: string, token: string): boolean {
  return new RegExp(`${escapeRegExp(token)}(?![\\w/.-])`).test(text);
}

/**
 * The entries a failure's text points at: those whose id, owner, module or guarded files it names
 * (an error names the file it failed in, a stack or the typecheck the site's file).
 */
export function entriesNamedIn(text: string, entries: readonly InternalEntry[] = INTERNALS): InternalEntry[] {
  return entries.filter((entry) => {
    const files = [entry.module, ...entry.guards.flatMap((guard) => (guard.kind === 'check' ? [] : [guard.file]))].map((file) => `${entry.package}/${file}`);
    return [entry.id, entry.owner, ...files].some((token) => names(text, token));
  });
}
