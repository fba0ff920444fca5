/**
 * Which search index a page searches. The current version of every product is searched from
 * everywhere; a snapshot of a product (`/material-ui/7.2.0/...`, made with `docs:version`) is
 * searched from inside that snapshot only, and then alone: its index holds that product's snapshot
 * pages, so the product filter offers that product only. The versions and their manifests come
 * from the search-index plugin's global data (restated here: src/ imports nothing from plugins/).
 * Pure: no React, no browser.
 */
import {pathnameToLanguage} from '../paths';

/** The docs plugin's name for the version in the docs folder. */
export const CURRENT_VERSION_NAME = 'current';

/** One docs version of one product and the manifest of the index holding its pages. */
export interface SearchVersion {
  readonly product: string;
  /** `current`, or the snapshot's name (e.g. `7.2.0`). */
  readonly name: string;
  readonly label: string;
  /** Where its pages live, without a trailing slash (e.g. `/material-ui/7.2.0`). */
  readonly path: string;
  readonly manifest: string;
}

export interface SearchScope {
  readonly manifest: string;
  /** The snapshot the reader is in, whose index is searched; null: the current versions. */
  readonly snapshot: Pick<SearchVersion, 'product' | 'name' | 'label'> | null;
}

function isVersion(value: unknown): value is SearchVersion {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const record = value as Record<string, unknown>;
  return ['product', 'name', 'label', 'path', 'manifest'].every((key) => typeof record[key] === 'string');
}

/** The versions from global data; malformed entries are dropped (their pages search the current index). */
export function parseSearchVersions(value: unknown): SearchVersion[] {
  return Array.isArray(value) ? value.filter(isVersion) : [];
}

function isInside(pathname: string, prefix: string): boolean {
  return prefix === '/' || pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The index for `pathname`: the version whose path holds it, the longest first (a snapshot's
 * path is inside its product's); a snapshot's own index, else the current one. A language
 * prefix is ignored, as for the product being read.
 */
export function searchScope(pathname: string, currentManifest: string, versions: readonly SearchVersion[]): SearchScope {
  const {canonicalAsServer} = pathnameToLanguage(pathname);
  const path = canonicalAsServer.length > 1 ? canonicalAsServer.replace(/\/+$/, '') : canonicalAsServer;
  const version = versions
    .filter((candidate) => isInside(path, candidate.path))
    .reduce<SearchVersion | null>((longest, candidate) => (longest && longest.path.length >= candidate.path.length ? longest : candidate), null);
  if (!version || version.name === CURRENT_VERSION_NAME) {
    return {manifest: currentManifest, snapshot: null};
  }
  return {manifest: version.manifest, snapshot: {product: version.product, name: version.name, label: version.label}};
}

/**
 * The product filter's choices (null: all products): in a snapshot its product alone, since the
 * index holds nothing else; elsewhere all, then each product.
 */
export function productChoices(scope: SearchScope, products: readonly string[]): readonly (string | null)[] {
  return scope.snapshot ? [scope.snapshot.product] : [null, ...products];
}

/** The product searched: in a snapshot, always its product, whatever was picked before. */
export function searchedProduct(scope: SearchScope, picked: string | null): string | null {
  return scope.snapshot ? scope.snapshot.product : picked;
}
