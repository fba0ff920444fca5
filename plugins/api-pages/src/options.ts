/**
 * Options of the API-pages generator: types, defaults and validation with messages that say
 * which field is wrong and what was given. Validation has no dependencies on purpose: the
 * generator runs while the site config loads, before Docusaurus validates plugin options.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {DocsFolder} from './routes';
import {SKIP_LIST, type SkipList} from './skipList';

interface PackageOptions {
  /** npm package to document (`@mui/material`); must be installed in the site. */
  readonly name: string;
  /** Product id (`material-ui`), used in messages and for the default product name. */
  readonly productId: string;
  /** Route of the API pages (`/material-ui/api`): leading slash, no trailing slash. */
  readonly routeBase: string;
  /** Display name in page text; defaults from {@link PRODUCT_NAMES} or the package name. */
  readonly productName?: string;
}

export interface ApiPagesOptions {
  /** The site root (Docusaurus `context.siteDir`). */
  readonly siteDir: string;
  readonly packages: readonly PackageOptions[];
  /**
   * Root the pages are written under, absolute or relative to `siteDir`: a package's pages go
   * to `<outDir>/<routeBase without its leading slash>/<slug>.mdx`, so with `outDir: 'docs'`
   * `/material-ui/api` lands in `docs/material-ui/api/`, the material-ui docs instance.
   */
  readonly outDir: string;
  /** Extraction cache folder. @default '<siteDir>/node_modules/.cache/api-pages' */
  readonly cacheDir?: string;
  /** Set to `false` to always extract (the cache is then neither read nor written). @default true */
  readonly cache?: boolean;
  /**
   * Docs-plugin instances whose pages generated links may point to (links elsewhere go to
   * mui.com). @default every folder under `<siteDir>/docs`, with its name as route base
   */
  readonly docsFolders?: readonly DocsFolder[];
  /** Components not to document, by package (see skipList.ts). @default SKIP_LIST */
  readonly skipList?: SkipList;
  /** When set, the returned navigation entries are also written to this JSON file. */
  readonly manifestFile?: string;
}

/** Display names of the products this site documents. */
const PRODUCT_NAMES: Readonly<Record<string, string>> = {
  'material-ui': 'Material UI',
  'joy-ui': 'Joy UI',
} as const;

const DEFAULT_OPTIONS = {
  cache: true,
  skipList: SKIP_LIST,
} as const;

export interface ResolvedPackage extends Required<PackageOptions> {
  /** Absolute folder of the installed package. */
  readonly packageDir: string;
}

export interface ResolvedOptions {
  readonly siteDir: string;
  readonly packages: readonly ResolvedPackage[];
  readonly outDir: string;
  /** Absolute; the default when the option is not given. */
  readonly cacheDir: string;
  readonly cache: boolean;
  readonly docsFolders: readonly DocsFolder[] | undefined;
  readonly skipList: SkipList;
  readonly manifestFile: string | undefined;
}

export class ApiPagesOptionsError extends Error {
  override name = 'ApiPagesOptionsError';
}

const NPM_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;
const PRODUCT_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ROUTE = /^(\/[\w.-]+)+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}

/** Folder of an installed package, resolved the way the site resolves it. */
function packageDirOf(siteDir: string, name: string): string | undefined {
  try {
    const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
    return path.dirname(requireFromSite.resolve(`${name}/package.json`));
  } catch {
    return undefined;
  }
}

/**
 * Checks raw options and fills in defaults. Collects every problem before throwing, so one run
 * reports all of them.
 */
export function validateOptions(input: unknown): ResolvedOptions {
  const problems: string[] = [];
  if (!isRecord(input)) {
    throw new ApiPagesOptionsError(`api-pages options: expected an object, got ${describe(input)}`);
  }
  const {siteDir, packages, outDir, cacheDir, cache, docsFolders, skipList, manifestFile} = input;

  const site = typeof siteDir === 'string' && path.isAbsolute(siteDir) && fs.existsSync(siteDir) ? siteDir : undefined;
  if (site === undefined) {
    problems.push(`siteDir must be the absolute path of an existing folder, got ${describe(siteDir)}`);
  }
  const out = typeof outDir === 'string' && outDir.trim() !== '' ? outDir : undefined;
  if (out === undefined) {
    problems.push(`outDir must be a non-empty path, got ${describe(outDir)}`);
  }
  if (cacheDir !== undefined && typeof cacheDir !== 'string') {
    problems.push(`cacheDir must be a path, got ${describe(cacheDir)}`);
  }
  if (cache !== undefined && typeof cache !== 'boolean') {
    problems.push(`cache must be true or false, got ${describe(cache)}`);
  }
  if (manifestFile !== undefined && typeof manifestFile !== 'string') {
    problems.push(`manifestFile must be a path, got ${describe(manifestFile)}`);
  }
  if (skipList !== undefined && !isSkipList(skipList)) {
    problems.push('skipList must map package names to { Component: "reason" } objects');
  }
  if (docsFolders !== undefined && !isDocsFolderList(docsFolders)) {
    problems.push('docsFolders must be a list of { path, routeBasePath } objects');
  }
  const resolvedPackages = validatePackages(packages, site, problems);

  if (problems.length > 0 || site === undefined || out === undefined) {
    throw new ApiPagesOptionsError(`api-pages options are invalid:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  }
  return {
    siteDir: site,
    packages: resolvedPackages,
    outDir: path.resolve(site, out),
    // Default: next to other tools' caches (and cleared with node_modules).
    cacheDir: typeof cacheDir === 'string' ? path.resolve(site, cacheDir) : path.join(site, 'node_modules', '.cache', 'api-pages'),
    cache: typeof cache === 'boolean' ? cache : DEFAULT_OPTIONS.cache,
    docsFolders: isDocsFolderList(docsFolders) ? docsFolders : undefined,
    skipList: isSkipList(skipList) ? skipList : DEFAULT_OPTIONS.skipList,
    manifestFile: typeof manifestFile === 'string' ? path.resolve(site, manifestFile) : undefined,
  };
}

function isSkipList(value: unknown): value is SkipList {
  return isRecord(value) && Object.values(value).every((entries) => isRecord(entries) && Object.values(entries).every((reason) => typeof reason === 'string'));
}

function isDocsFolderList(value: unknown): value is DocsFolder[] {
  return Array.isArray(value) && value.every((folder) => isRecord(folder) && typeof folder.path === 'string' && typeof folder.routeBasePath === 'string');
}

/** Checks `packages`, pushing problems; returns the packages that are valid and installed. */
function validatePackages(packages: unknown, siteDir: string | undefined, problems: string[]): ResolvedPackage[] {
  if (!Array.isArray(packages) || packages.length === 0) {
    problems.push(`packages must be a non-empty list, got ${describe(packages)}`);
    return [];
  }
  const resolved: ResolvedPackage[] = [];
  const seenNames = new Set<string>();
  const seenRoutes = new Set<string>();
  packages.forEach((entry: unknown, index) => {
    const where = `packages[${index}]`;
    if (!isRecord(entry)) {
      problems.push(`${where} must be an object, got ${describe(entry)}`);
      return;
    }
    const {name, productId, routeBase, productName} = entry;
    const before = problems.length;
    if (typeof name !== 'string' || !NPM_NAME.test(name)) {
      problems.push(`${where}.name must be an npm package name, got ${describe(name)}`);
    } else if (seenNames.has(name)) {
      problems.push(`${where}.name "${name}" is listed twice`);
    }
    if (typeof productId !== 'string' || !PRODUCT_ID.test(productId)) {
      problems.push(`${where}.productId must be kebab-case (e.g. "material-ui"), got ${describe(productId)}`);
    }
    if (typeof routeBase !== 'string' || !ROUTE.test(routeBase)) {
      problems.push(`${where}.routeBase must start with "/" and have no trailing slash (e.g. "/material-ui/api"), got ${describe(routeBase)}`);
    } else if (seenRoutes.has(routeBase)) {
      problems.push(`${where}.routeBase "${routeBase}" is used twice`);
    }
    if (productName !== undefined && typeof productName !== 'string') {
      problems.push(`${where}.productName must be a string, got ${describe(productName)}`);
    }
    if (problems.length > before || typeof name !== 'string' || typeof productId !== 'string' || typeof routeBase !== 'string') {
      return;
    }
    seenNames.add(name);
    seenRoutes.add(routeBase);
    const packageDir = siteDir === undefined ? undefined : packageDirOf(siteDir, name);
    if (packageDir === undefined) {
      problems.push(`${where}.name: package "${name}" is not installed in the site (${describe(siteDir)})`);
      return;
    }
    resolved.push({
      name,
      productId,
      routeBase,
      productName: typeof productName === 'string' ? productName : (PRODUCT_NAMES[productId] ?? name),
      packageDir,
    });
  });
  return resolved;
}
