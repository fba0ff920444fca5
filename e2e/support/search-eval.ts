/**
 * The search evaluation: runs the site's own engine in Node over the built index (names and text,
 * as a reader's search has them once both are in) for every query of `src/data/searchEvaluation.ts`,
 * from the product each is typed in, and prints the hits in the top 1 and top 5, the mean
 * reciprocal rank, the figures per category and every query whose answer is not first.
 * Exits 1 when the top 5 falls below `SEARCH_EVALUATION_MIN_TOP5` or when an expected page or
 * anchor is not in the build (a case that can never pass is a broken case).
 *
 * Usage: jiti e2e/support/search-eval.ts [--build DIR] [--reader-only] [--names-only] [--json]
 *   --reader-only  search the reader's product only (the dialog's default before all products)
 *   --names-only   titles, headings and props only (the first answer, before the text file)
 *   --json         print the figures as JSON (for `npm run bench`), no table
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {SEARCH_EVALUATION_MIN_TOP5} from '../../src/constants/search';
import {SEARCH_EVALUATION} from '../../src/data/searchEvaluation';
import {createSearchEngine} from '../../src/utils/search/engine';
import {evaluationFigures, optionUrls, rankOf, type EvaluationFigures} from '../../src/utils/search/evaluation';
import {parseIndexFile, parseManifest, parseTextFile, type SearchDocument} from '../../src/utils/search/indexFile';

const {values: flags} = parseArgs({
  options: {
    build: {type: 'string', default: 'build'},
    'reader-only': {type: 'boolean', default: false},
    'names-only': {type: 'boolean', default: false},
    json: {type: 'boolean', default: false},
  },
});
const buildDir = path.resolve(flags.build);

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(buildDir, file), 'utf8'));
}

function loadDocuments(): SearchDocument[] {
  const manifest = parseManifest(readJson('search-manifest.json'));
  const documents = manifest ? parseIndexFile(readJson(manifest.index)) : null;
  const texts = manifest && documents ? parseTextFile(readJson(manifest.text), documents.length) : null;
  if (!documents || !texts) {
    throw new Error(`${buildDir}: no search index (run \`npm run build\` first)`);
  }
  return documents.map((document, i) => ({...document, text: texts[i] ?? ''}));
}

/** A page's built HTML: `/a/b` is `build/a/b.html` (trailingSlash false) or `build/a/b/index.html`. */
function builtHtml(pathname: string): string | null {
  const candidates = [`${pathname}.html`, path.join(pathname, 'index.html')];
  const file = candidates.map((candidate) => path.join(buildDir, candidate)).find((candidate) => fs.existsSync(candidate));
  return file ? fs.readFileSync(file, 'utf8') : null;
}

/** Whether the HTML has an element with this id (the minified pages leave most attributes unquoted). */
function hasId(html: string, id: string): boolean {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\sid=(?:"${escaped}"|'${escaped}'|${escaped}(?=[\\s>]))`).test(html);
}

/** Why an expected target cannot be found, or null when the build has it. */
function missingTarget(expected: string, indexedPages: ReadonlySet<string>): string | null {
  const [pathname = '', anchor] = expected.split('#');
  if (!indexedPages.has(pathname)) {
    return `${pathname} is not an indexed page`;
  }
  if (anchor !== undefined && !hasId(builtHtml(pathname) ?? '', anchor)) {
    return `${pathname} has no element with id "${anchor}"`;
  }
  return null;
}

const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;

function figuresLine(name: string, figures: EvaluationFigures): string {
  return `| ${name} | ${figures.queries} | ${percent(figures.top1)} | ${percent(figures.top5)} | ${figures.mrr.toFixed(3)} |`;
}

const documents = loadDocuments();
const indexedPages = new Set(documents.filter((document) => document.kind === 'page').map((document) => document.path));
const engine = createSearchEngine(documents, {deferText: flags['names-only']});
const broken = SEARCH_EVALUATION.flatMap((item) => {
  const reason = missingTarget(item.expected, indexedPages);
  return reason ? [`${item.query} → ${item.expected}: ${reason}`] : [];
});

const results = SEARCH_EVALUATION.map((item) => {
  const answer = engine.search(
    flags['reader-only'] ? {query: item.query, product: item.from, currentProduct: null} : {query: item.query, product: null, currentProduct: item.from},
  );
  const urls = optionUrls(answer);
  return {...item, rank: rankOf(urls, item.expected), top: urls.slice(0, 3)};
});
const overall = evaluationFigures(results.map((result) => result.rank));
const categories = [...new Set(results.map((result) => result.category))].map((category) => ({
  category,
  ...evaluationFigures(results.filter((result) => result.category === category).map((result) => result.rank)),
}));
const misses = results.filter((result) => result.rank !== 1);
const mode = `${flags['reader-only'] ? "reader's product only" : "all products, reader's product boosted"}${flags['names-only'] ? ', names only' : ''}`;

if (flags.json) {
  console.log(JSON.stringify({mode, ...overall, categories, misses: misses.map(({query, from, expected, rank}) => ({query, from, expected, rank}))}));
} else {
  console.log(`Search evaluation: ${overall.queries} queries over ${documents.length} records (${mode})\n`);
  console.log('| set | queries | top 1 | top 5 | MRR |\n| --- | ---: | ---: | ---: | ---: |');
  console.log(figuresLine('all', overall));
  categories.forEach((category) => console.log(figuresLine(category.category, category)));
  if (misses.length > 0) {
    console.log('\nNot first (rank; the first three options):');
    for (const miss of misses) {
      console.log(`  ${miss.rank ?? '–'}\t${miss.query} (from ${miss.from}) → ${miss.expected}\n\t\t${miss.top.join('  ')}`);
    }
  }
}
if (broken.length > 0) {
  console.error(`\nExpected targets missing from the build:\n  ${broken.join('\n  ')}`);
}
if (overall.top5 < SEARCH_EVALUATION_MIN_TOP5) {
  console.error(`\nTop 5 is ${percent(overall.top5)}, below ${percent(SEARCH_EVALUATION_MIN_TOP5)}.`);
}
process.exitCode = broken.length > 0 || overall.top5 < SEARCH_EVALUATION_MIN_TOP5 ? 1 : 0;
