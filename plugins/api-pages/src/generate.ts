/**
 * The generator: options → extracted (or cached) package APIs → MDX files on disk, plus the
 * navigation entries. The only module here that writes files.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readCache, sourceVersion, writeCache, type CacheKeyInput} from './cache';
import {runtimeClassNames} from './classNames';
import {discoverComponents, extractPackage, readPackageManifest} from './extract';
import {resolveHref, type LinkTargets} from './links';
import {validateOptions, type ApiPagesOptions, type ResolvedOptions, type ResolvedPackage} from './options';
import {compareNames, kebabCase} from './naming';
import type {SourceFileCache} from './program';
import {GENERATED_MARKER, pageAnchors, renderComponentPage} from './render';
import {defaultDocsFolders, scanDocsRoutes} from './routes';
import {skipListFor} from './skipList';
import type {ApiWarning, PackageApi} from './types';

/** A navigation entry, compatible with `MuiPage` (`src/data/pages/types.ts`). */
interface ApiPageEntry {
  readonly pathname: string;
  readonly title: string;
}

interface PackageReport {
  readonly packageName: string;
  readonly packageVersion: string;
  readonly components: number;
  readonly fromCache: boolean;
  /** Time spent extracting (or reading the cache), in milliseconds. */
  readonly extractMs: number;
}

export interface GenerateResult {
  /** One entry per page, grouped by package in option order, sorted by pathname within. */
  readonly pages: readonly ApiPageEntry[];
  readonly warnings: readonly ApiWarning[];
  readonly packages: readonly PackageReport[];
  /** Files written or rewritten (unchanged files are left alone so watchers stay quiet). */
  readonly written: readonly string[];
  /** Stale generated files removed. */
  readonly removed: readonly string[];
  readonly totalMs: number;
}

const PAGE_EXTENSION = '.mdx';

function pageDir(options: ResolvedOptions, pkg: ResolvedPackage): string {
  return path.join(options.outDir, ...pkg.routeBase.split('/').filter(Boolean));
}

function isGenerated(file: string): boolean {
  return fs.readFileSync(file, 'utf8').includes(GENERATED_MARKER);
}

interface RunContext {
  readonly options: ResolvedOptions;
  /** Parsed declaration files shared by the packages' programs. */
  readonly sources: SourceFileCache;
  /** Hash of this plugin's sources, part of every cache key. */
  readonly sourceVersion: string;
}

/** What a package's cache entry is keyed by: its installed version, these sources, its skip list. */
function cacheKeyInput(options: ResolvedOptions, pkg: ResolvedPackage, version: string, pluginSources: string): CacheKeyInput {
  return {packageName: pkg.name, packageVersion: version, sourceVersion: pluginSources, skip: skipListFor(pkg.name, options.skipList)};
}

function loadPackage(run: RunContext, pkg: ResolvedPackage, version: string): {api: PackageApi; fromCache: boolean} {
  const {options} = run;
  const key = cacheKeyInput(options, pkg, version, run.sourceVersion);
  const {skip} = key;
  if (options.cache) {
    const cached = readCache(options.cacheDir, key);
    if (cached) {
      return {api: cached, fromCache: true};
    }
  }
  const api = extractPackage({
    packageDir: pkg.packageDir,
    skip,
    classNames: runtimeClassNames(pkg.packageDir),
    sourceFileCache: run.sources,
  });
  if (options.cache) {
    writeCache(options.cacheDir, key, api);
  }
  return {api, fromCache: false};
}

/**
 * A hand-written page where a generated one goes would be a duplicate route; failing here
 * names the file instead of leaving it to Docusaurus' duplicate-route error.
 */
function assertNoHandWrittenPage(dir: string, slug: string): void {
  for (const extension of ['.md', '.mdx']) {
    const file = path.join(dir, `${slug}${extension}`);
    if (fs.existsSync(file) && !isGenerated(file)) {
      throw new Error(
        `api-pages: ${file} is hand-written, but the page for this component is generated now. ` +
          'Delete it (or move its extra content to the component page).',
      );
    }
  }
}

/**
 * Generates the API pages of every configured package and returns their navigation entries.
 * Synchronous (the TypeScript compiler API is), so it can run while a plugin is created.
 * @throws ApiPagesOptionsError for invalid options, ComponentReadError for an unreadable
 *   component that is not on the skip list.
 */
export function generateApiPages(input: ApiPagesOptions): GenerateResult {
  return generateWithOptions(validateOptions(input));
}

/** {@link generateApiPages} with options already validated (see options.ts). */
export function generateWithOptions(options: ResolvedOptions): GenerateResult {
  const started = performance.now();
  const run: RunContext = {options, sources: new Map(), sourceVersion: sourceVersion()};
  const loaded = options.packages.map((pkg) => {
    const {version} = readPackageManifest(pkg.packageDir);
    const before = performance.now();
    const {api, fromCache} = loadPackage(run, pkg, version);
    return {pkg, api, report: {packageName: pkg.name, packageVersion: version, components: api.components.length, fromCache, extractMs: Math.round(performance.now() - before)}};
  });

  // Link targets: the hand-written docs plus every page generated in this run.
  const outputDirs = new Set(loaded.map(({pkg}) => pageDir(options, pkg)));
  const docs = scanDocsRoutes(
    options.siteDir,
    options.docsFolders ?? defaultDocsFolders(options.siteDir),
    (file) => outputDirs.has(path.dirname(file)) && isGenerated(file),
  );
  const targets: LinkTargets = {routes: docs.routes, anchors: docs.anchors};
  for (const {pkg, api} of loaded) {
    for (const component of api.components) {
      const route = `${pkg.routeBase}/${component.slug}`;
      docs.routes.add(route);
      docs.anchors.set(route, pageAnchors(component));
    }
  }

  const pages: ApiPageEntry[] = [];
  const written: string[] = [];
  const removed: string[] = [];
  for (const {pkg, api} of loaded) {
    const dir = pageDir(options, pkg);
    fs.mkdirSync(dir, {recursive: true});
    const expected = new Set<string>();
    const components = [...api.components].sort((a, b) => compareNames(a.slug, b.slug));
    for (const component of components) {
      assertNoHandWrittenPage(dir, component.slug);
      const file = path.join(dir, `${component.slug}${PAGE_EXTENSION}`);
      expected.add(file);
      const content = renderComponentPage(component, {
        productName: pkg.productName,
        routeBase: pkg.routeBase,
        resolveHref: (href) => resolveHref(href, targets),
      });
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content) {
        fs.writeFileSync(file, content);
        written.push(file);
      }
      pages.push({pathname: `${pkg.routeBase}/${component.slug}`, title: component.name});
    }
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (name.endsWith(PAGE_EXTENSION) && !expected.has(file) && isGenerated(file)) {
        fs.rmSync(file);
        removed.push(file);
      }
    }
  }

  if (options.manifestFile) {
    fs.mkdirSync(path.dirname(options.manifestFile), {recursive: true});
    fs.writeFileSync(options.manifestFile, `${JSON.stringify(pages, null, 2)}\n`);
  }

  return {
    pages,
    warnings: loaded.flatMap(({api}) => api.warnings),
    packages: loaded.map(({report}) => report),
    written,
    removed,
    totalMs: Math.round(performance.now() - started),
  };
}

/**
 * The configured packages that the next run would extract, because the cache holds no entry
 * for their installed version, this plugin's sources and their skip list.
 */
export function uncachedPackages(options: ResolvedOptions): string[] {
  const pluginSources = sourceVersion();
  return options.packages
    .filter((pkg) => readCache(options.cacheDir, cacheKeyInput(options, pkg, readPackageManifest(pkg.packageDir).version, pluginSources)) === undefined)
    .map((pkg) => pkg.name);
}

/**
 * The navigation entries `generateApiPages` produces, computed from the package folders and the
 * skip list only (milliseconds, no TypeScript program): for `sidebars.ts` or page-data checks
 * that run in Node. A discovered component is either on the skip list or gets a page (an
 * unreadable one fails generation), so both lists agree.
 */
export function listApiPages(input: Pick<ApiPagesOptions, 'siteDir' | 'packages' | 'skipList'>): ApiPageEntry[] {
  const options = validateOptions({...input, outDir: '.'});
  return options.packages.flatMap((pkg) => {
    const skip = skipListFor(pkg.name, options.skipList);
    return discoverComponents(pkg.packageDir)
      .filter((name) => !(name in skip))
      .map((name) => ({pathname: `${pkg.routeBase}/${kebabCase(name)}`, title: name}))
      .sort((a, b) => compareNames(a.pathname, b.pathname));
  });
}
