/**
 * The search engine: MiniSearch over the index's records, with the site's ranking on top, and
 * the answer grouped by product and page. Pure (no DOM, no worker API): the worker module runs
 * it, and the unit tests run it directly on a small index.
 *
 * Ranking, in order of effect: MiniSearch's BM25 with field boosts (titles and joined title words
 * above headings above text); then pages above sections above props; an exact match of the whole
 * query on a title or heading; the product being read. Ties go to the shorter path, the more
 * general page (`/api/button` before `/api/button-group`).
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {
  CURRENT_PRODUCT_BOOST,
  EXACT_MATCH_BOOST,
  KIND_WEIGHT,
  MAX_HITS_PER_PAGE,
  MAX_RESULTS,
  SEARCH_FIELD_BOOST,
} from '../../constants/search';
import {documentUrl, type RecordKindName, type SearchDocument} from './indexFile';
import {fuzzyEdits, indexWords, isPrefixTerm, joinedTitleWords, normalizeTerm, queryWords, titleCoverage} from './terms';

type Field = 'title' | 'joined' | 'context' | 'heading' | 'text';
const FIELDS: readonly Field[] = ['title', 'joined', 'context', 'heading', 'text'];
/** Sections and props also match on their page's title, weakly: `sx prop` → "The sx prop". */
const CONTEXT_BOOST = 0.5;

export interface SearchHit {
  readonly id: number;
  readonly kind: RecordKindName;
  readonly url: string;
  readonly heading: string;
  readonly text: string;
  readonly score: number;
}

export interface PageResult {
  readonly path: string;
  readonly title: string;
  readonly product: string;
  readonly score: number;
  /** The page's own record matched (not only its sections or props). */
  readonly pageMatched: boolean;
  /** The page's lead text, for a page that matched itself. */
  readonly text: string;
  readonly hits: readonly SearchHit[];
}

export interface ProductResult {
  readonly product: string;
  readonly pages: readonly PageResult[];
}

export interface SearchAnswer {
  readonly query: string;
  /** Index terms that matched (after typo correction and prefixes), for highlighting. */
  readonly terms: readonly string[];
  readonly products: readonly ProductResult[];
  readonly count: number;
}

export interface SearchRequest {
  readonly query: string;
  /** Only this product's records; null for all products. */
  readonly product: string | null;
  /** The product being read: boosted when all products are searched. */
  readonly currentProduct: string | null;
}

function fieldText(document: SearchDocument, field: Field): string {
  const isPage = document.kind === 'page';
  switch (field) {
    case 'title':
      return isPage ? document.title : '';
    case 'joined':
      return isPage ? joinedTitleWords(document.title) : '';
    case 'context':
      return isPage ? '' : document.title;
    case 'heading':
      return document.heading;
    case 'text':
      return document.text;
  }
}

export function createSearchIndex(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>({
    fields: [...FIELDS],
    extractField: (document, field) => (field === 'id' ? document.id : fieldText(document, field as Field)),
    tokenize: indexWords,
    processTerm: normalizeTerm,
    searchOptions: {tokenize: queryWords, processTerm: normalizeTerm},
  });
  index.addAll(documents);
  return index;
}

/**
 * The boost for naming a record: the full boost when the query covers its whole title or heading
 * (`autocomplete` → "Autocomplete", not "Autocomplete API"), a share of it when it covers part.
 */
function titleBoost(document: SearchDocument, query: string): number {
  const coverage = titleCoverage(document.kind === 'page' ? document.title : document.heading, query);
  return coverage === 1 ? EXACT_MATCH_BOOST : 1 + coverage;
}

export function adjustedScore(document: SearchDocument, score: number, query: string, currentProduct: string | null): number {
  let adjusted = score * KIND_WEIGHT[document.kind] * titleBoost(document, query);
  if (currentProduct !== null && document.product === currentProduct) {
    adjusted *= CURRENT_PRODUCT_BOOST;
  }
  return adjusted;
}

function byScoreThenPath(a: {score: number; path: string}, b: {score: number; path: string}): number {
  return b.score - a.score || a.path.length - b.path.length || (a.path < b.path ? -1 : 1);
}

function rawSearch(
  index: MiniSearch<SearchDocument>,
  documents: readonly SearchDocument[],
  request: SearchRequest,
  combineWith: 'AND' | 'OR',
): SearchResult[] {
  const {product} = request;
  return index.search(request.query, {
    boost: {...SEARCH_FIELD_BOOST, context: CONTEXT_BOOST},
    prefix: (_term, i, terms) => isPrefixTerm(i, terms.length),
    fuzzy: (term) => fuzzyEdits(term),
    combineWith,
    filter: product === null ? undefined : (result) => documents[Number(result.id)]?.product === product,
  });
}

/** An index ready for `search`: the engine keeps the documents beside it for grouping. */
export function prepareSearch(documents: readonly SearchDocument[]): (request: SearchRequest) => SearchAnswer {
  const index = createSearchIndex(documents);
  return (request) => search(index, documents, request);
}

function search(index: MiniSearch<SearchDocument>, documents: readonly SearchDocument[], request: SearchRequest): SearchAnswer {
  const query = request.query.trim();
  if (queryWords(query).length === 0) {
    return {query, terms: [], products: [], count: 0};
  }
  // Every word must match; if no record has them all, any word may (better than nothing).
  let results = rawSearch(index, documents, request, 'AND');
  if (results.length === 0) {
    results = rawSearch(index, documents, request, 'OR');
  }
    const terms = new Set<string>();
  const scored = results.flatMap((result) => {
    const document = documents[Number(result.id)];
    if (!document) {
      return [];
    }
    result.terms.forEach((term) => terms.add(term));
    return [{document, score: adjustedScore(document, result.score, query, request.currentProduct), path: document.path}];
  });
  scored.sort(byScoreThenPath);

  const pages = new Map<string, {path: string; title: string; product: string; score: number; pageMatched: boolean; text: string; hits: SearchHit[]}>();
  let count = 0;
  for (const {document, score} of scored) {
    let page = pages.get(document.path);
    if (!page) {
      if (count >= MAX_RESULTS) {
        continue;
      }
      page = {path: document.path, title: document.title, product: document.product, score, pageMatched: false, text: '', hits: []};
      pages.set(document.path, page);
      count += 1;
    }
    if (document.kind === 'page') {
      page.pageMatched = true;
      page.text = document.text;
    } else if (page.hits.length < MAX_HITS_PER_PAGE && count < MAX_RESULTS) {
      page.hits.push({id: document.id, kind: document.kind, url: documentUrl(document), heading: document.heading, text: document.text, score});
      count += 1;
    }
  }
  const products = new Map<string, PageResult[]>();
  for (const page of pages.values()) {
    const list = products.get(page.product) ?? [];
    list.push(page);
    products.set(page.product, list);
  }
  return {
    query,
    terms: [...terms],
    // Pages were met best first, so each product's list and the products' order are ranked.
    products: [...products].map(([product, list]) => ({product, pages: list})),
    count,
  };
}
