/**
 * Docusaurus plugin: every docs page also as Markdown, and the llms.txt indexes (README.md).
 *
 * After the build (`postBuild`) it reads each page's source, as the docs plugins loaded it (API
 * pages generated into the docs folders included), and writes `<page address>.md` with the
 * page's demos' TypeScript inline (`toMarkdown.ts`), for every docs version under its own
 * address. Then `/llms.txt` (every page of the current versions, by product) and
 * `/<product>/llms.txt` (the product's pages, grouped as its sidebar groups them).
 *
 * Options (validated; a bad one fails naming the plugin and the option): `demosDir` and, per
 * product, its docs instance, name, summary, folders and whether it is optional reading.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {demoFileFor, missingDemoMessage, pagePathIn, parseDemoLine} from '../../demos/src/demoLine';
import {pageToMarkdown, type DemoSource} from './toMarkdown';
import {groupBySidebar, LLMS_TXT, markdownPathOf, oneLine, renderLlmsTxt, type LlmsLink, type LlmsSection} from './llmsTxt';

const PLUGIN_NAME = 'page-markdown';
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const CURRENT_VERSION = 'current';

export interface PageMarkdownProduct {
  /** The docs plugin instance (`material-ui`). */
  readonly pluginId: string;
  readonly name: string;
  /** One sentence: the product's llms.txt summary. */
  readonly description: string;
  /** The product's folder under `demosDir` (`material-ui`). */
  readonly demosFolder: string;
  /** Absolute path of the instance's docs (`<site>/docs/material-ui`). */
  readonly docsDir: string;
  /** Absolute path of its version snapshots (`<site>/material-ui_versioned_docs`). */
  readonly versionedDocsDir: string;
  /** Listed under "Optional" in the site's llms.txt (internal pages a reader can skip). */
  readonly optional: boolean;
}

export interface PageMarkdownPluginOptions {
  /** Absolute path of the demos root (`<site>/src/demos`). */
  readonly demosDir: string;
  readonly products: readonly PageMarkdownProduct[];
}

interface DocEntry {
  readonly id: string;
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  readonly sourceFile: string;
  readonly unlisted: boolean;
}

interface VersionEntry {
  readonly name: string;
  readonly path: string;
  readonly docs: readonly DocEntry[];
  readonly sidebar: unknown;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Not named `validateOptions`: Docusaurus would take that export for its own hook. */
export function readOptions(options: unknown): PageMarkdownPluginOptions {
  const fail = (option: string, expected: string, got: unknown): never => {
    throw new Error(`${PLUGIN_NAME} plugin: option "${option}" must be ${expected}, got ${JSON.stringify(got) ?? 'nothing'}.`);
  };
  const demosDir = field(options, 'demosDir');
  if (typeof demosDir !== 'string' || !path.isAbsolute(demosDir)) {
    fail('demosDir', 'an absolute path', demosDir);
  }
  const products = field(options, 'products');
  if (!Array.isArray(products) || products.length === 0) {
    return fail('products', 'a non-empty list', products);
  }
  const checked = products.map((product: unknown, index): PageMarkdownProduct => {
    for (const key of ['pluginId', 'name', 'description', 'demosFolder', 'docsDir', 'versionedDocsDir'] as const) {
      const value = field(product, key);
      if (typeof value !== 'string' || value === '') {
        fail(`products[${index}].${key}`, 'a non-empty string', value);
      }
    }
    const optional = field(product, 'optional');
    if (typeof optional !== 'boolean') {
      fail(`products[${index}].optional`, 'true or false', optional);
    }
    return product as PageMarkdownProduct;
  });
  return {demosDir: demosDir as string, products: checked};
}

/** Each version of one docs instance with its docs, read defensively from the plugin's content. */
function versionsOf(content: unknown, siteDir: string): VersionEntry[] {
  const versions = field(content, 'loadedVersions');
  return (Array.isArray(versions) ? versions : []).flatMap((version: unknown) => {
    const name = field(version, 'versionName');
    const versionPath = field(version, 'path');
    if (typeof name !== 'string' || typeof versionPath !== 'string') {
      return [];
    }
    const docs = field(version, 'docs');
    const entries = (Array.isArray(docs) ? docs : []).flatMap((doc: unknown): DocEntry[] => {
      const id = field(doc, 'id');
      const permalink = field(doc, 'permalink');
      const source = field(doc, 'source');
      if (typeof id !== 'string' || typeof permalink !== 'string' || typeof source !== 'string') {
        return [];
      }
      return [
        {
          id,
          permalink,
          title: text(field(doc, 'title')),
          description: text(field(doc, 'description')),
          // `@site/docs/...`: the docs plugin names sources from the site's folder.
          sourceFile: path.join(siteDir, source.replace(/^@site\//, '')),
          unlisted: field(doc, 'unlisted') === true,
        },
      ];
    });
    const sidebars = field(version, 'sidebars');
    // Each product has one sidebar; its order is the order of the listing.
    const firstSidebar: unknown = typeof sidebars === 'object' && sidebars !== null ? Object.values(sidebars as Record<string, unknown>)[0] : undefined;
    return [{name, path: versionPath, docs: entries, sidebar: firstSidebar}];
  });
}

function listFolder(folder: string): string[] | null {
  try {
    return fs.readdirSync(folder);
  } catch {
    return null;
  }
}

function demoSourceFor(options: PageMarkdownPluginOptions, product: PageMarkdownProduct, sourceFile: string) {
  return (expression: string): DemoSource | null => {
    const line = parseDemoLine(expression);
    if (line === null || 'error' in line) {
      return line;
    }
    const pagePath = pagePathIn(sourceFile, product.docsDir, product.versionedDocsDir);
    if (pagePath === null) {
      return {error: `the page is outside ${product.docsDir}, so its demos folder is unknown`};
    }
    const relative = demoFileFor(line, product.demosFolder, pagePath);
    const file = path.join(options.demosDir, ...relative.split('/'));
    if (!fs.existsSync(file)) {
      return {error: missingDemoMessage(line, relative, listFolder(path.dirname(file)))};
    }
    return {title: path.posix.basename(line.demo), code: fs.readFileSync(file, 'utf8')};
  };
}

/**
 * The file a site address (with the base URL) is served from: a static server strips the base
 * URL's folder and decodes the address before it looks.
 */
function outFileFor(outDir: string, baseUrl: string, address: string): string {
  const inSite = address.startsWith(baseUrl) ? address.slice(baseUrl.length) : address;
  return path.join(outDir, ...inSite.split('/').filter(Boolean).map(decodeURIComponent));
}

export default function pageMarkdownPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = readOptions(rawOptions);
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
  const baseUrl = context.baseUrl;
  let loaded: {product: PageMarkdownProduct; versions: VersionEntry[]}[] = [];

  const outFile = (outDir: string, address: string) => outFileFor(outDir, baseUrl, address);
  const linkOf = (doc: DocEntry): LlmsLink => ({title: doc.title, url: `${siteUrl}${markdownPathOf(doc.permalink)}`, description: doc.description});

  return {
    name: PLUGIN_NAME,
    allContentLoaded({allContent}) {
      const instances = allContent[DOCS_PLUGIN] ?? {};
      const missing = options.products.filter((product) => instances[product.pluginId] === undefined);
      if (missing.length > 0) {
        throw new Error(`${PLUGIN_NAME} plugin: option "products" names ${missing.map((p) => JSON.stringify(p.pluginId)).join(', ')}, not a docs plugin instance of this site.`);
      }
      loaded = options.products.map((product) => ({product, versions: versionsOf(instances[product.pluginId], context.siteDir)}));
    },
    async postBuild({outDir}) {
      for (const {product, versions} of loaded) {
        for (const version of versions) {
          for (const doc of version.docs) {
            const markdown = pageToMarkdown({
              source: await fs.promises.readFile(doc.sourceFile, 'utf8'),
              file: path.relative(context.siteDir, doc.sourceFile),
              title: doc.title,
              description: doc.description,
              demoSource: demoSourceFor(options, product, doc.sourceFile),
            });
            const file = outFile(outDir, markdownPathOf(doc.permalink));
            await fs.promises.mkdir(path.dirname(file), {recursive: true});
            await fs.promises.writeFile(file, markdown);
          }
        }
      }
      await writeIndexes(outDir);
    },
  };

  /** The llms.txt files: the current version of each product only (snapshots are older copies). */
  async function writeIndexes(outDir: string): Promise<void> {
    const productSections: {product: PageMarkdownProduct; path: string; section: LlmsSection}[] = [];
    for (const {product, versions} of loaded) {
      const current = versions.find((version) => version.name === CURRENT_VERSION);
      if (!current) {
        continue;
      }
      const listed = current.docs.filter((doc) => !doc.unlisted);
      const byId = new Map(listed.map((doc) => [doc.id, doc]));
      const groups = groupBySidebar(
        current.sidebar,
        listed.map((doc) => doc.id),
        {topLevel: product.name, other: 'Other pages'},
      );
      const sections = groups.map((group) => ({heading: group.heading, links: group.docIds.flatMap((id) => (byId.has(id) ? [linkOf(byId.get(id) as DocEntry)] : []))}));
      const productIndex = `${current.path.replace(/\/+$/, '')}/${LLMS_TXT}`;
      await fs.promises.mkdir(path.dirname(outFile(outDir, productIndex)), {recursive: true});
      await fs.promises.writeFile(
        outFile(outDir, productIndex),
        renderLlmsTxt({
          title: product.name,
          summary: product.description,
          details: [`Every page below is Markdown (its address plus \`.md\`), with its demos' TypeScript source inline. The whole site: ${siteUrl}${baseUrl}${LLMS_TXT}.`],
          sections,
        }),
      );
      productSections.push({product, path: productIndex, section: {heading: product.name, links: sections.flatMap((section) => section.links)}});
    }
    const main = productSections.filter((entry) => !entry.product.optional);
    const optional = productSections.filter((entry) => entry.product.optional);
    await fs.promises.writeFile(
      path.join(outDir, LLMS_TXT),
      renderLlmsTxt({
        title: context.siteConfig.title,
        summary: oneLine(context.siteConfig.tagline),
        details: [
          "Every page below is Markdown (its address plus `.md`), with its demos' TypeScript source inline.",
          `Each product also has its own index, grouped as its navigation is: ${main.map((entry) => `${entry.product.name} ${siteUrl}${entry.path}`).join(', ')}.`,
        ],
        sections: [
          ...main.map((entry) => entry.section),
          // The llms.txt convention: a section named "Optional" can be skipped for a shorter context.
          ...(optional.length > 0 ? [{heading: 'Optional', links: optional.flatMap((entry) => entry.section.links)}] : []),
        ],
      }),
    );
  }
}
