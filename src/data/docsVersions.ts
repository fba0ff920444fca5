/**
 * Docs version labels. Every version a product builds is labelled the same way, whether it is
 * the current one (named after the installed package) or a snapshot made with
 * `docs:version:<product> <name>`: `v7.3.5` beside `v9.9.9`, never `v7.3.5` beside `9.9.9`.
 * Pure: docusaurus.config.ts reads the versions files and passes their names in.
 */

/** A version number (`7.3.5`, `9.0.0-beta.1`) gets a `v`; any other name (`next`, `v8`) is shown as it is. */
const VERSION_NUMBER = /^\d/;

/** The label of a docs version named `name`: `7.3.5` → `v7.3.5`. */
export function versionLabel(name: string): string {
  return VERSION_NUMBER.test(name) ? `v${name}` : name;
}

/** The docs plugin's name for the version in the product's docs folder. */
export const CURRENT_VERSION_NAME = 'current';

/**
 * The docs plugin's `versions` option: the current version's label, and each snapshot's label
 * derived from its name. Only the versions listed in the versions file may appear (the docs plugin
 * rejects any other name), so this takes that file's names and nothing typed by hand.
 */
export function docsVersionsOption(
  currentLabel: string,
  snapshotNames: readonly string[],
): Record<string, {readonly label: string}> {
  return {
    [CURRENT_VERSION_NAME]: {label: currentLabel},
    ...Object.fromEntries(snapshotNames.map((name) => [name, {label: versionLabel(name)}])),
  };
}

/**
 * The snapshot names in a versions file's text (`<product>_versions.json`, a JSON array of
 * strings, newest first); none when the product has no snapshot (no file: `null`).
 */
export function snapshotNamesFrom(fileText: string | null, file: string): string[] {
  if (fileText === null) {
    return [];
  }
  const parsed: unknown = JSON.parse(fileText);
  if (!Array.isArray(parsed) || !parsed.every((name): name is string => typeof name === 'string')) {
    throw new Error(`${file} must be a JSON array of version names, as docs:version writes it.`);
  }
  return parsed;
}
