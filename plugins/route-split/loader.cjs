/**
 * Rspack loader for Docusaurus' generated `routes.js`, in the browser bundle only (see
 * src/split.ts): without a query it writes the top-level routes; with `?part=<path>` the nested
 * routes of the top-level route at that path; with `?section=<path>` the pages of that section
 * (the loader option `sections` lists them). The chunk names and the registry are read from
 * beside routes.js. Fails the build, naming the file, if their format is not the expected one.
 * With the option `htmlAheadPattern` (a regular expression's source, `m` flag), a page whose
 * Markdown file under the site folder (`@site/…`) matches it is marked to have its HTML fetched
 * as a navigation to it starts (see src/client/htmlAhead.ts).
 */
const fs = require('node:fs');
const path = require('node:path');
const jiti = require('jiti')(__filename);

const SPLIT_FILE = path.join(__dirname, 'src', 'split.ts');
const RUNTIME_FILE = path.join(__dirname, 'src', 'client', 'routeParts.tsx');
const {parseRoutes, parseRegistry, mainModule, pagesLoading, partModule, sectionModule} = jiti(SPLIT_FILE);

/** A Markdown file's text by path, kept while its modification time stays the same. */
const sources = new Map();

function sourceText(file) {
  const modified = fs.statSync(file).mtimeMs;
  const known = sources.get(file);
  if (known !== undefined && known.modified === modified) {
    return known.text;
  }
  const text = fs.readFileSync(file, 'utf8');
  sources.set(file, {modified, text});
  return text;
}

module.exports = function routeSplitLoader(source) {
  const dir = path.dirname(this.resourcePath);
  const chunkNamesFile = path.join(dir, 'routesChunkNames.json');
  const registryFile = path.join(dir, 'registry.js');
  for (const file of [SPLIT_FILE, chunkNamesFile, registryFile]) {
    this.addDependency(file);
  }
  const data = {
    routes: parseRoutes(source, this.resourcePath),
    chunkNames: JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8')),
    registry: parseRegistry(fs.readFileSync(registryFile, 'utf8'), registryFile),
  };
  const {sections = [], htmlAheadPattern, siteDir} = this.getOptions();
  let htmlAhead;
  if (htmlAheadPattern !== undefined) {
    const pattern = new RegExp(htmlAheadPattern, 'm');
    htmlAhead = pagesLoading(data, (request) => {
      if (!request.startsWith('@site/') || !/\.mdx?$/.test(request)) {
        return false;
      }
      const file = path.join(siteDir, request.slice('@site/'.length));
      this.addDependency(file);
      return pattern.test(sourceText(file));
    });
  }
  const names = {
    runtime: RUNTIME_FILE,
    partRequest: (routePath) => `${this.resourcePath}?part=${encodeURIComponent(routePath)}`,
    sectionRequest: (sectionPath) => `${this.resourcePath}?section=${encodeURIComponent(sectionPath)}`,
    sections,
    htmlAhead,
  };
  const query = new URLSearchParams(this.resourceQuery.replace(/^\?/, ''));
  const part = query.get('part');
  const section = query.get('section');
  if (section !== null) {
    return sectionModule(data, names, this.resourcePath, section);
  }
  return part === null ? mainModule(data, names, this.resourcePath) : partModule(data, names, this.resourcePath, part);
};
