/**
 * Docusaurus plugin: the site search's indexes. After the build (`postBuild`) it reads the built
 * HTML of the indexed docs instances and writes compact records (page, h2/h3 section, API prop)
 * to content-hashed JSON files under `assets/`, plus a small manifest at a fixed address naming
 * them. The site's search dialog loads them on first use only.
 *
 * One index per docs version: the current versions of all instances share one (manifest
 * `search-manifest.json`), and each snapshot made with `docs:version:<id>` gets its own, holding
 * that instance's snapshot pages at their snapshot addresses (manifest
 * `search-manifest/<id>/<version>.json`). The dialog searches the snapshot's index while the
 * reader is in that snapshot and the current one everywhere else, so an old snapshot's pages never
 * crowd the current results, and a reader of a snapshot stays in it. The dev server runs no
 * `postBuild`, so the global data says whether indexes are built (`available`), and the dialog
 * says search works in the production build.
 *
 * Options (validated; a bad one fails naming the plugin and the option):
 * - `docsPluginIds`: the docs instances to index; each record is tagged with its instance id.
 * - `excludePaths`: path prefixes never indexed (e.g. `/experiments/`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractPage} from './extract';
import {buildIndexFile, serializeIndex, type PageInput} from './build';

const PLUGIN_NAME = 'search-index';
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
/** The docs plugin's name for the version in the docs folder (not a snapshot). */
export const CURRENT_VERSION = 'current';
/** The current versions' manifest: its address is unchanged since snapshots were indexed. */
export const MANIFEST_FILE = 'search-manifest.json';
/** Snapshot manifests: `<dir>/<docs plugin id>/<version name>.json`. */
export const SNAPSHOT_MANIFEST_DIR = 'search-manifest';
const ASSETS_DIR = 'assets/search';

export interface SearchIndexPluginOptions {
  readonly docsPluginIds: readonly string[];
  readonly excludePaths?: readonly string[];
}

/** One docs version of one instance, and the manifest of the index that holds its pages. */
export interface SearchVersionData {
  /** The docs plugin instance id (the product). */
  readonly product: string;
  /** The docs plugin's version name: `current`, or the snapshot's name (e.g. `7.2.0`). */
  readonly name: string;
  readonly label: string;
  /** Where the version's pages live, without a trailing slash (e.g. `/material-ui/7.2.0`). */
  readonly path: string;
  /** Site-absolute address of the manifest of the index holding this version's pages. */
  readonly manifest: string;
}

/**
 * What every page gets through global data: a few small values, never the records. `manifest`
 * is the current versions' index; `versions` lists every version (current ones included, so a
 * current version nested under a snapshot's path is still told apart) with its index's manifest.
 */
export interface SearchIndexGlobalData {
  readonly manifest: string;
  readonly available: boolean;
  readonly versions: readonly SearchVersionData[];
}

interface DocToIndex {
  readonly permalink: string;
  readonly product: string;
}

/** One version of one instance, with the docs to index. */
export interface VersionToIndex {
  readonly product: string;
  readonly name: string;
  readonly label: string;
  readonly path: string;
  readonly docs: readonly DocToIndex[];
}

function isStringList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Not named `validateOptions`: Docusaurus would take that export for its own options-validation hook.
 */
export function readOptions(options: unknown): Required<SearchIndexPluginOptions> {
  const record: Record<string, unknown> = typeof options === 'object' && options !== null ? {...options} : {};
  const {docsPluginIds, excludePaths = []} = record;
  if (!isStringList(docsPluginIds) || docsPluginIds.length === 0) {
    throw new Error(`${PLUGIN_NAME} plugin: option "docsPluginIds" must be a non-empty list of docs plugin ids, got ${JSON.stringify(docsPluginIds) ?? 'nothing'}.`);
  }
  if (!isStringList(excludePaths)) {
    throw new Error(`${PLUGIN_NAME} plugin: option "excludePaths" must be a list of path prefixes, got ${JSON.stringify(excludePaths)}.`);
  }
  return {docsPluginIds, excludePaths};
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * Every version of one instance with its listed docs, read defensively from the docs plugin's
 * content (its type is that plugin's, not ours): `loadedVersions[].{versionName, label, path,
 * docs[].permalink}`. A version without a name or a path is skipped: nothing could find it.
 */
export function docsByVersion(content: unknown, product: string): VersionToIndex[] {
  const versions = field(content, 'loadedVersions');
  if (!Array.isArray(versions)) {
    return [];
  }
  return versions.flatMap((version: unknown) => {
    const name = field(version, 'versionName');
    const versionPath = field(version, 'path');
    const label = field(version, 'label');
    const docs = field(version, 'docs');
    if (typeof name !== 'string' || typeof versionPath !== 'string') {
      return [];
    }
    const listed = (Array.isArray(docs) ? docs : []).flatMap((doc: unknown) => {
      const permalink = field(doc, 'permalink');
      // An index doc's permalink may end in a slash; the site's addresses do not (`trailingSlash: false`).
      return typeof permalink === 'string' && field(doc, 'unlisted') !== true ? [{permalink: withoutTrailingSlash(permalink), product}] : [];
    });
    return [{product, name, label: typeof label === 'string' ? label : name, path: withoutTrailingSlash(versionPath), docs: listed}];
  });
}

function withoutTrailingSlash(permalink: string): string {
  return permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink;
}

/** Where a snapshot's manifest is written, relative to the build folder and to `baseUrl`. */
export function snapshotManifestFile(product: string, versionName: string): string {
  return `${SNAPSHOT_MANIFEST_DIR}/${encodeURIComponent(product)}/${encodeURIComponent(versionName)}.json`;
}

function builtHtmlFile(outDir: string, permalink: string): string | null {
  const candidates = [`${permalink.replace(/\/$/, '')}.html`, path.join(permalink, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (fs.existsSync(file)) {
      return file;
    }
  }
  return null;
}

/** One index to write: the pages it holds and where its manifest goes (relative to the build folder). */
interface IndexToWrite {
  readonly manifestFile: string;
  readonly docs: readonly DocToIndex[];
}

export default function searchIndexPlugin(context: LoadContext, options: unknown): Plugin {
  const {docsPluginIds, excludePaths} = readOptions(options);
  const baseUrl = context.baseUrl;
  let indexes: IndexToWrite[] = [];
  return {
    name: PLUGIN_NAME,
    allContentLoaded({allContent, actions}) {
      const instances = allContent[DOCS_PLUGIN] ?? {};
      const missing = docsPluginIds.filter((id) => instances[id] === undefined);
      if (missing.length > 0) {
        throw new Error(`${PLUGIN_NAME} plugin: option "docsPluginIds" names ${missing.map((id) => JSON.stringify(id)).join(', ')}, not a docs plugin instance of this site (instances: ${Object.keys(instances).join(', ') || 'none'}).`);
      }
      const versions = docsPluginIds.flatMap((id) => docsByVersion(instances[id], id));
      const indexed = (docs: readonly DocToIndex[]) => docs.filter((doc) => !excludePaths.some((prefix) => doc.permalink.startsWith(prefix)));
      const snapshots = versions.filter((version) => version.name !== CURRENT_VERSION);
      indexes = [
        {manifestFile: MANIFEST_FILE, docs: indexed(versions.filter((version) => version.name === CURRENT_VERSION).flatMap((version) => version.docs))},
        ...snapshots.map((version) => ({manifestFile: snapshotManifestFile(version.product, version.name), docs: indexed(version.docs)})),
      ];
      actions.setGlobalData({
        manifest: `${baseUrl}${MANIFEST_FILE}`,
        available: process.env.NODE_ENV === 'production',
        versions: versions.map(({product, name, label, path: versionPath}) => ({
          product,
          name,
          label,
          path: versionPath,
          manifest: `${baseUrl}${name === CURRENT_VERSION ? MANIFEST_FILE : snapshotManifestFile(product, name)}`,
        })),
      } satisfies SearchIndexGlobalData);
    },
    async postBuild({outDir}) {
      await fs.promises.mkdir(path.join(outDir, ASSETS_DIR), {recursive: true});
      for (const index of indexes) {
        const pages: PageInput[] = [];
        for (const doc of index.docs) {
          const file = builtHtmlFile(outDir, doc.permalink.slice(baseUrl.length - 1));
          if (!file) {
            continue;
          }
          const page = extractPage(await fs.promises.readFile(file, 'utf8'));
          if (page) {
            pages.push({path: doc.permalink, product: doc.product, page});
          }
        }
        const serialized = serializeIndex(buildIndexFile(pages), `${baseUrl}${ASSETS_DIR}`);
        for (const file of [serialized.names, serialized.text]) {
          await fs.promises.writeFile(path.join(outDir, ASSETS_DIR, file.fileName), file.json);
        }
        // The file name on disk is the decoded address: a static server decodes before it looks.
        const manifestPath = path.join(outDir, ...index.manifestFile.split('/').map(decodeURIComponent));
        await fs.promises.mkdir(path.dirname(manifestPath), {recursive: true});
        await fs.promises.writeFile(manifestPath, JSON.stringify(serialized.manifest));
      }
    },
  };
}
