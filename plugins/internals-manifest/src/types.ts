/**
 * The shape of an entry of the internals manifest (./manifest.ts): one patch of a third-party
 * package's internals, or one swizzled theme component, with what it depends on in that package.
 */

/** How a patch reaches into its target. */
export const MECHANISMS = [
  /** A module swapped for the site's own in the browser bundle (NormalModuleReplacementPlugin). */
  'replace-module',
  /** A file Docusaurus generates, rewritten by a loader before the bundler reads it. */
  'rewrite-generated-file',
  /** A plugin Docusaurus adds to its bundler config, found by its class name and removed. */
  'remove-bundler-plugin',
  /** A few characters of a module's source replaced by a loader (the original must be there once). */
  'text-edit',
  /** An import resolved to the site's module (resolve.alias). */
  'alias',
  /** A Docusaurus plugin called from the site's, which changes what it hands to Docusaurus. */
  'wrap-plugin',
  /** An option of Docusaurus' bundler config overridden or relied upon. */
  'bundler-option',
  /** The browser bundle's entry replaced. */
  'replace-entry',
  /** A `future` flag of the site config that must exist in the installed Docusaurus. */
  'config-flag',
  /** A theme component copied into src/theme and changed: re-diff on every upgrade. */
  'eject',
  /** A theme component rendered by the site's, through `@theme-original`. */
  'wrap',
  /** A theme map (navbar item types, MDX components) extended through `@theme-original`. */
  'extend-map',
  /** A documented extension point the site provides its own file for. */
  'extension-point',
] as const;

export type Mechanism = (typeof MECHANISMS)[number];

/** Reads the files of the target package (paths relative to its folder). */
export interface PackageFiles {
  readonly dir: string;
  read(file: string): string;
  exists(file: string): boolean;
  /** Files under a folder of the package, relative to the package, whose names end with `suffix`. */
  list(folder: string, suffix: string): string[];
}

/** What must hold in the target package for the patch to do what it says. */
export type Guard =
  /** The file has the text (or a match of the pattern); with `once`, exactly one occurrence. */
  | {readonly kind: 'contains'; readonly file: string; readonly text: string | RegExp; readonly once?: boolean}
  /** The file is byte for byte the one the patch was written against (an ejected component's source). */
  | {readonly kind: 'unchanged'; readonly file: string; readonly sha256: string}
  /** The file exists (a wrapped component, an extension point). */
  | {readonly kind: 'exists'; readonly file: string}
  /** The plugin's own check, run on the installed package: a problem, or undefined. */
  | {readonly kind: 'check'; readonly describe: string; readonly run: (files: PackageFiles) => string | undefined};

export interface InternalEntry {
  /** Unique, kebab case: `<owner>/<what>`. */
  readonly id: string;
  /** The site file or folder that holds the patch. */
  readonly owner: string;
  /** The npm package patched, and the module (a file in it) the patch targets. */
  readonly package: string;
  readonly module: string;
  /** The versions of the package the patch was written and checked against (`>=a.b.c <x.y.z`). */
  readonly writtenFor: string;
  readonly mechanism: Mechanism;
  readonly guards: readonly Guard[];
  /** What the patch saves or does, with its measured figure. */
  readonly saving: string;
  /** What to re-check when a guard fails or the version moves. */
  readonly recheck: string;
  /** A public Docusaurus (or library) issue or pull request about the cost, if there is one. */
  readonly upstream?: string;
}
