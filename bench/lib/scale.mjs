/**
 * Scaled copies of the site, to see how build time and memory grow with the number of pages.
 *
 * A scaled site is a temporary copy of the site's sources with extra pages: whole copies of a
 * folder of real Markdown pages (so relative links between them still resolve), each copy in a
 * folder of its own, and a navigation entry for every copy, since the site refuses to build a
 * page that is missing from its navigation page data. The repository itself is never changed.
 *
 * `node_modules` is a folder of links to the site's packages rather than one link to the whole
 * folder: the bundler and the API-page generator keep caches in `node_modules/.cache`, and each
 * copy must start without any (a cold build) and must not write into the site's own caches.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What a scaled site is made of; the paths are relative to the site. */
export const SCALE_SOURCE = {
  copied: ['docs', 'src', 'plugins', 'static', 'sidebars.ts', 'docusaurus.config.ts', 'package.json', 'tsconfig.json'],
  /** Folder of pages copied over and over. */
  pagesFolder: 'docs/material-ui/getting-started',
  /** Where the copies go, inside the product's docs folder. */
  generatedFolder: 'docs/material-ui/bench-generated',
  routeBase: '/material-ui/bench-generated',
  /** The product's page data, and the line that exports it. */
  pageData: 'src/data/pages/materialUi.ts',
  exportLine: 'export default materialUiPages;',
};

/** @param {string} fromDir @param {string} toDir */
function linkNodeModules(fromDir, toDir) {
  const source = path.join(fromDir, 'node_modules');
  const target = path.join(toDir, 'node_modules');
  fs.mkdirSync(target);
  for (const entry of fs.readdirSync(source)) {
    if (entry !== '.cache') {
      fs.symlinkSync(path.join(source, entry), path.join(target, entry));
    }
  }
}

/** @param {number} n */
const copyName = (n) => `copy-${String(n).padStart(4, '0')}`;

/**
 * Writes `copies` copies of the pages folder and returns their navigation entries.
 * @param {string} dir the scaled site
 * @param {number} copies
 */
function generatePages(dir, copies) {
  const source = path.join(dir, SCALE_SOURCE.pagesFolder);
  const names = fs
    .readdirSync(source)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.replace(/\.mdx?$/, ''));
  const entries = [];
  for (let n = 1; n <= copies; n += 1) {
    const folder = path.join(dir, SCALE_SOURCE.generatedFolder, copyName(n));
    fs.cpSync(source, folder, {recursive: true});
    entries.push({
      pathname: `${SCALE_SOURCE.routeBase}/${copyName(n)}`,
      title: `Generated ${n}`,
      children: names.map((name) => ({pathname: `${SCALE_SOURCE.routeBase}/${copyName(n)}/${name}`})),
    });
  }
  return {entries, pagesPerCopy: names.length};
}

/**
 * Appends the generated entries to the product's page data, in the copy only.
 * @param {string} dir
 * @param {object[]} entries
 */
function appendPageData(dir, entries) {
  const dataFile = path.join(dir, SCALE_SOURCE.pageData);
  const source = fs.readFileSync(dataFile, 'utf8');
  if (!source.includes(SCALE_SOURCE.exportLine)) {
    throw new Error(`scale: ${SCALE_SOURCE.pageData} no longer ends with "${SCALE_SOURCE.exportLine}"; update bench/lib/scale.mjs`);
  }
  const generatedModule = path.join(path.dirname(dataFile), 'benchGenerated.ts');
  fs.writeFileSync(
    generatedModule,
    `import type {MuiPage} from './types';\n\nconst pages: readonly MuiPage[] = ${JSON.stringify(
      [{pathname: SCALE_SOURCE.routeBase, title: 'Generated pages', children: entries}],
      null,
      1,
    )};\n\nexport default pages;\n`,
  );
  const exported = SCALE_SOURCE.exportLine.replace(/^export default (\w+);$/, '$1');
  fs.writeFileSync(
    dataFile,
    source.replace(
      SCALE_SOURCE.exportLine,
      `import benchGenerated from './benchGenerated';\n\nexport default [...${exported}, ...benchGenerated];`,
    ),
  );
}

/**
 * A temporary copy of the site with about `targetPages` pages.
 * @param {{siteDir: string, basePages: number, targetPages: number}} options
 * @returns {{dir: string, generatedPages: number}}
 */
export function makeScaledSite({siteDir, basePages, targetPages}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-scale-${targetPages}-`));
  for (const entry of SCALE_SOURCE.copied) {
    fs.cpSync(path.join(siteDir, entry), path.join(dir, entry), {recursive: true});
  }
  linkNodeModules(siteDir, dir);
  const perCopy = fs.readdirSync(path.join(dir, SCALE_SOURCE.pagesFolder)).filter((f) => /\.mdx?$/.test(f)).length;
  const copies = Math.max(0, Math.ceil((targetPages - basePages) / perCopy));
  const {entries, pagesPerCopy} = generatePages(dir, copies);
  appendPageData(dir, entries);
  return {dir, generatedPages: copies * pagesPerCopy};
}

/** @param {string} dir */
export function removeScaledSite(dir) {
  fs.rmSync(dir, {recursive: true, force: true});
}

/**
 * A temporary copy of the stock site grown to about `targetPages` pages, to compare our cold
 * build with stock's at the same size: copies of its "Tutorial - Basics" folder, each its own
 * sidebar category (autogenerated sidebars need no page data). Packages come from `repoDir`'s
 * `node_modules`, where the stock site finds them too.
 * @param {{stockDir: string, repoDir: string, basePages: number, targetPages: number}} options
 * @returns {{dir: string, generatedPages: number}}
 */
export function makeScaledStock({stockDir, repoDir, basePages, targetPages}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-stock-${targetPages}-`));
  for (const entry of fs.readdirSync(stockDir)) {
    if (!['node_modules', 'build', '.docusaurus'].includes(entry)) {
      fs.cpSync(path.join(stockDir, entry), path.join(dir, entry), {recursive: true});
    }
  }
  linkNodeModules(repoDir, dir);
  const source = path.join(dir, 'docs', 'tutorial-basics');
  const perCopy = fs.readdirSync(source).filter((f) => /\.mdx?$/.test(f)).length + 1; // and its category index page
  const copies = Math.max(0, Math.ceil((targetPages - basePages) / perCopy));
  for (let n = 1; n <= copies; n += 1) {
    // Beside tutorial-basics, at the same depth: its pages link to ../tutorial-extras/.
    const folder = path.join(dir, 'docs', copyName(n));
    fs.cpSync(source, folder, {recursive: true});
    // A category's generated index page takes its address from the label: one label per copy.
    const categoryFile = path.join(folder, '_category_.json');
    const category = JSON.parse(fs.readFileSync(categoryFile, 'utf8'));
    fs.writeFileSync(categoryFile, JSON.stringify({...category, label: `Generated ${n}`, position: 100 + n}));
  }
  return {dir, generatedPages: copies * perCopy};
}
