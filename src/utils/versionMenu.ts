/**
 * The entries of a product's version switcher: the versions built here (current first, then
 * snapshots), keeping the reader on the same page when the target version has it, then the
 * archived majors, then "View all versions" after a divider.
 */
import type {ArchivedVersion} from '../constants/versions';

export interface BuiltVersion {
  readonly name: string;
  readonly label: string;
  /** Where the version starts (its main doc). */
  readonly mainPath: string;
  /** The same page in this version, when it exists there. */
  readonly samePagePath?: string;
}

export type VersionMenuEntry =
  | {readonly kind: 'version'; readonly label: string; readonly href: string; readonly selected: boolean; readonly external: false}
  | {readonly kind: 'archived'; readonly label: string; readonly href: string; readonly selected: false; readonly external: true}
  | {readonly kind: 'divider'};

export function versionMenuEntries(input: {
  readonly built: readonly BuiltVersion[];
  readonly activeVersionName: string | undefined;
  readonly archived: readonly ArchivedVersion[];
  readonly viewAll: ArchivedVersion | null;
}): VersionMenuEntry[] {
  const entries: VersionMenuEntry[] = input.built.map((version, index) => ({
    kind: 'version',
    label: version.label,
    href: version.samePagePath ?? version.mainPath,
    selected: input.activeVersionName === undefined ? index === 0 : version.name === input.activeVersionName,
    external: false,
  }));
  for (const version of input.archived) {
    entries.push({kind: 'archived', label: version.text, href: version.href, selected: false, external: true});
  }
  if (input.viewAll && entries.length > 1) {
    entries.push({kind: 'divider'});
    entries.push({kind: 'archived', label: input.viewAll.text, href: input.viewAll.href, selected: false, external: true});
  }
  return entries;
}

/** The label on the switcher button: the version being read, else the current one. */
export function activeVersionLabel(built: readonly BuiltVersion[], activeVersionName: string | undefined): string | null {
  return (built.find((v) => v.name === activeVersionName) ?? built[0])?.label ?? null;
}
