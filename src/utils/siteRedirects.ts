/**
 * Every old address of a page, for @docusaurus/plugin-client-redirects' `createRedirects`: the
 * Material UI addresses from before the product prefixes (legacyRedirects.ts) and the addresses of
 * the reference MUI X navigation that are not pages here (muiXReferencePaths.ts).
 */
import xPages from '../data/pages/x';
import {MUI_X_REFERENCE_ALIASES, MUI_X_REFERENCE_FILES} from '../data/muiXReferencePages';
import {legacyPathsFor} from './legacyRedirects';
import {indexNavigation, referenceRedirects} from './muiXReferencePaths';

const MUI_X_REDIRECTS = referenceRedirects(indexNavigation(xPages), {
  aliases: MUI_X_REFERENCE_ALIASES,
  files: MUI_X_REFERENCE_FILES,
});

export function oldPathsFor(path: string): string[] {
  return [...legacyPathsFor(path), ...(MUI_X_REDIRECTS.get(path) ?? [])];
}
