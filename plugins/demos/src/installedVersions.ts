/**
 * The versions of the packages the site installs, for the sandbox projects of its demos: a demo
 * opened in StackBlitz or CodeSandbox gets a package.json pinned to exactly what the page ran.
 * The packages are the site's own dependencies (package.json), each at the version found in its
 * installed package.json (not the range the site asks for). Pure: the caller reads the files.
 */

/** The generated file's name; the site imports it as `@generated/demos/default/<name>`. */
export const INSTALLED_VERSIONS_FILE = 'installedVersions.json';

interface PackageManifest {
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The names the site depends on, sorted, from its package.json's text. */
export function dependencyNames(sitePackageJson: string): string[] {
  const manifest: unknown = JSON.parse(sitePackageJson);
  if (!isRecord(manifest)) {
    throw new Error('demos plugin: the site package.json is not an object.');
  }
  const {dependencies, devDependencies} = manifest as PackageManifest;
  return [...new Set([...Object.keys(dependencies ?? {}), ...Object.keys(devDependencies ?? {})])].sort();
}

/**
 * Each name with its installed version. `readManifest(name)` returns the text of
 * `node_modules/<name>/package.json`, or null when the package is not installed (an optional
 * one): such a package is left out, and a sandbox asks for its latest release.
 */
export function installedVersions(names: readonly string[], readManifest: (name: string) => string | null): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of names) {
    const text = readManifest(name);
    if (text === null) {
      continue;
    }
    const manifest: unknown = JSON.parse(text);
    const version = isRecord(manifest) ? manifest.version : undefined;
    if (typeof version !== 'string' || version === '') {
      throw new Error(`demos plugin: node_modules/${name}/package.json has no version.`);
    }
    versions[name] = version;
  }
  return versions;
}
