/**
 * Docusaurus plugin: the site search's index. After the build (`postBuild`) it reads the built
 * HTML of the current version of each indexed docs instance and writes compact records (page,
 * h2/h3 section, API prop) to a content-hashed JSON file under `assets/`, plus a small manifest at
 * a fixed address that names it. The site's search dialog loads both on first use only.
 *
 * Versioned snapshots are not indexed: only each instance's `current` version. The dev server
 * runs no `postBuild`, so the global data says whether an index is built (`available`), and the
 * dialog says search works in the production build.
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
export const MANIFEST_FILE = 'search-manifest.json';
const ASSETS_DIR = 'assets/search';

export interface SearchIndexPluginOptions {
  readonly docsPluginIds: readonly string[];
  readonly excludePaths?: readonly string[];
}

/** What every page gets through global data: two small values, never the records. */
export interface SearchIndexGlobalData {
  readonly manifest: string;
  readonly available: boolean;
}

interface DocToIndex {
  readonly permalink: string;
  readonly product: string;
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
 * The current version's docs of one instance, read defensively from the docs plugin's content
 * (its type is that plugin's, not ours): `loadedVersions[versionName = current].docs[].permalink`.
 */
export function currentDocs(content: unknown, product: string): DocToIndex[] {
  const versions = field(content, 'loadedVersions');
  if (!Array.isArray(versions)) {
    return [];
  }
  const current: unknown = versions.find((version) => field(version, 'versionName') === 'current');
  const docs = field(current, 'docs');
  if (!Array.isArray(docs)) {
    return [];
  }
  return docs.flatMap((doc: unknown) => {
    const permalink = field(doc, 'permalink');
    // An index doc's permalink may end in a slash; the site's addresses do not (`trailingSlash: false`).
    return typeof permalink === 'string' && field(doc, 'unlisted') !== true ? [{permalink: withoutTrailingSlash(permalink), product}] : [];
  });
}

function withoutTrailingSlash(permalink: string): string {
  return permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink;
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

export default function searchIndexPlugin(context: LoadContext, options: unknown): Plugin {
  const {docsPluginIds, excludePaths} = readOptions(options);
  const baseUrl = context.baseUrl;
  let docs: DocToIndex[] = [];
  return {
    name: PLUGIN_NAME,
    allContentLoaded({allContent, actions}) {
      const instances = allContent[DOCS_PLUGIN] ?? {};
      docs = docsPluginIds.flatMap((id) => currentDocs(instances[id], id));
      docs = docs.filter((doc) => !excludePaths.some((prefix) => doc.permalink.startsWith(prefix)));
      actions.setGlobalData({
        manifest: `${baseUrl}${MANIFEST_FILE}`,
        available: process.env.NODE_ENV === 'production',
      } satisfies SearchIndexGlobalData);
    },
    async postBuild({outDir}) {
      const pages: PageInput[] = [];
      for (const doc of docs) {
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
      await fs.promises.mkdir(path.join(outDir, ASSETS_DIR), {recursive: true});
      for (const file of [serialized.names, serialized.text]) {
        await fs.promises.writeFile(path.join(outDir, ASSETS_DIR, file.fileName), file.json);
      }
      await fs.promises.writeFile(path.join(outDir, MANIFEST_FILE), JSON.stringify(serialized.manifest));
    },
  };
}
