/**
 * Which packages a demo's sandbox project installs, and at which versions: the packages its code
 * imports, what those need beside them, and the project's own tooling, each pinned to the version
 * the site installs (so the sandbox runs what the page ran).
 */
import {
  SANDBOX_BASE_DEPENDENCIES,
  SANDBOX_IMPLIED_PACKAGES,
  SANDBOX_LOCKSTEP_PACKAGES,
  SANDBOX_STYLE_ENGINE,
  SANDBOX_TOOLING_VERSIONS,
  type InstalledVersions,
} from '../../constants/sandboxProject';

/** What a package not installed here is pinned to (an import the reader added while editing). */
export const UNKNOWN_VERSION = 'latest';

/** The module specifiers a source imports or re-exports from, in order, without duplicates. */
export function moduleSpecifiers(source: string): string[] {
  const found = new Set<string>();
  // An import's clause holds only names, `*`, `as`, braces and commas; a re-export starts with
  // `*` or braces. Anything else that reads "from '...'" (JSX text, a string) is not an import.
  const pattern = /^\s*(?:import\s+(?:[\w$*{},\s]+?\s*from\s*)?|export\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*)['"]([^'"\n]+)['"]/gm;
  for (const match of source.matchAll(pattern)) {
    if (match[1]) {
      found.add(match[1]);
    }
  }
  return [...found];
}

/** The package a bare specifier names (`@mui/material/Button` is `@mui/material`); null for a file of the project. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || /^[a-z]+:/.test(specifier)) {
    return null;
  }
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/** The files of the project a source imports (`./BasicButtons.module.css`), as paths without `./`. */
export function localImports(source: string): string[] {
  return moduleSpecifiers(source)
    .filter((specifier) => specifier.startsWith('./'))
    .map((specifier) => specifier.slice(2));
}

export interface ProjectNeeds {
  /** Module specifiers the demo imports (and the entry file adds). */
  readonly specifiers: readonly string[];
  /** What builds the project (its devDependencies). */
  readonly tooling: readonly string[];
  /** Tooling the service looks for among the dependencies (`react-scripts`). */
  readonly runtimeTooling: readonly string[];
}

export interface PinnedDependencies {
  readonly dependencies: Readonly<Record<string, string>>;
  readonly devDependencies: Readonly<Record<string, string>>;
}

/** The installed version of a package, a lockstep sibling's, a pinned tool's, or `latest`. */
export function versionOf(name: string, installed: InstalledVersions): string {
  const lockstep: Readonly<Record<string, string>> = SANDBOX_LOCKSTEP_PACKAGES;
  const tooling: Readonly<Record<string, string>> = SANDBOX_TOOLING_VERSIONS;
  return installed[name] ?? installed[lockstep[name] ?? ''] ?? tooling[name] ?? UNKNOWN_VERSION;
}

function sorted(names: Iterable<string>, installed: InstalledVersions): Record<string, string> {
  return Object.fromEntries([...new Set(names)].sort().map((name) => [name, versionOf(name, installed)]));
}

/** The project's package.json dependencies: runtime packages, then what builds the project. */
export function pinnedDependencies({specifiers, tooling, runtimeTooling}: ProjectNeeds, installed: InstalledVersions): PinnedDependencies {
  const runtime = new Set<string>([...SANDBOX_BASE_DEPENDENCIES, ...runtimeTooling]);
  for (const specifier of specifiers) {
    const name = packageOf(specifier);
    if (name === null) {
      continue;
    }
    runtime.add(name);
    for (const implied of SANDBOX_IMPLIED_PACKAGES) {
      if (specifier.startsWith(implied.specifier)) {
        implied.packages.forEach((pkg) => runtime.add(pkg));
      }
    }
  }
  if ([...runtime].some((name) => name.startsWith('@mui/'))) {
    SANDBOX_STYLE_ENGINE.forEach((pkg) => runtime.add(pkg));
  }
  const build = new Set<string>(tooling);
  // `@types/*` of a runtime package belong with the build tools.
  [...runtime].filter((name) => name.startsWith('@types/')).forEach((name) => {
    runtime.delete(name);
    build.add(name);
  });
  return {dependencies: sorted(runtime, installed), devDependencies: sorted(build, installed)};
}
