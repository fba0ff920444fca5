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
  API_PAGE_WEIGHT,
  OVERVIEW_PAGE_BOOST,
  CURRENT_PRODUCT_BOOST,
  EXACT_MATCH_BOOST,
  KIND_WEIGHT,
  MAX_HITS_PER_PAGE,
  MAX_RESULTS,
  SEARCH_FIELD_BOOST,
} from '../../constants/search';
import {documentUrl, type RecordKindName, type SearchDocument} from './indexFile';
import {compact, fuzzyEdits, indexWords, isPrefixTerm, joinedTitleWords, normalizeTerm, queryWords, titleCoverage, Vocabulary} from './terms';

type Field = 'title' | 'joined' | 'context' | 'heading' | 'text';
/**
 * Two indexes: names (titles, headings, props) and text. The names index builds in a fifth of the
 * time, so the first query is answered from it while the text index is still being built.
 */
const NAME_FIELDS: readonly Field[] = ['title', 'joined', 'context', 'heading'];
const TEXT_FIELDS: readonly Field[] = ['text'];
/** Sections and props also match on their page's title, weakly: `sx prop` → "The sx prop". */
const CONTEXT_BOOST = 0.5;
/** Generated API reference pages: `/material-ui/api/button`, `/x/api/data-grid/data-grid`. */
const API_PAGE = /\/api\//;
/** A component family's landing page: "Data Grid - Overview", "Date and Time Pickers - Overview". */
const OVERVIEW_TITLE = /\boverview$/i;

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
  /** The records' text was searched too (false: titles, headings and props only, text to come). */
  readonly complete: boolean;
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

function createIndex(documents: readonly SearchDocument[], fields: readonly Field[], vocabulary: Vocabulary): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>({
    fields: [...fields],
    extractField: (document, field) => (field === 'id' ? document.id : fieldText(document, field as Field)),
    tokenize: (text) => {
      const words = indexWords(text);
      words.forEach((word) => vocabulary.add(normalizeTerm(word)));
      return words;
    },
    processTerm: normalizeTerm,
    searchOptions: {tokenize: queryWords, processTerm: normalizeTerm},
  });
  index.addAll(documents);
  return index;
}

/**
 * The boost for naming a record: the full boost when the query covers its whole title or heading
 * (`autocomplete` → "Autocomplete", half for "Autocomplete API"), a share of it when it covers part.
 */
function titleBoost(document: SearchDocument, matchedTerms: readonly string[], query: string): number {
  const coverage = titleCoverage(document.kind === 'page' ? document.title : document.heading, matchedTerms, query);
  return coverage === 1 ? EXACT_MATCH_BOOST : 1 + coverage;
}

/** A family's overview page: "Data Grid - Overview". */
export function isOverviewPage(document: Pick<SearchDocument, 'kind' | 'title'>): boolean {
  return document.kind === 'page' && OVERVIEW_TITLE.test(document.title);
}

/**
 * Whether the query is the title of a page other than a family's overview (`date time picker` is
 * "Date Time Picker"): the reader names that page, and the family's overview is not preferred to it.
 */
export function namesMemberPage(document: Pick<SearchDocument, 'kind' | 'title'>, query: string): boolean {
  return document.kind === 'page' && !isOverviewPage(document) && compact(document.title) === compact(query);
}

export function adjustedScore(
  document: SearchDocument,
  score: number,
  matchedTerms: readonly string[],
  query: string,
  currentProduct: string | null,
  {memberNamed = false}: {readonly memberNamed?: boolean} = {},
): number {
  let adjusted = score * KIND_WEIGHT[document.kind] * titleBoost(document, matchedTerms, query);
  if (document.kind === 'page' && API_PAGE.test(document.path)) {
    adjusted *= API_PAGE_WEIGHT;
  }
  if (isOverviewPage(document) && !memberNamed) {
    adjusted *= OVERVIEW_PAGE_BOOST;
  }
  if (currentProduct !== null && document.product === currentProduct) {
    adjusted *= CURRENT_PRODUCT_BOOST;
  }
  return adjusted;
}

function byScoreThenPath(a: {score: number; path: string}, b: {score: number; path: string}): number {
  return b.score - a.score || a.path.length - b.path.length || (a.path < b.path ? -1 : 1);
}

interface Match {
  readonly id: number;
  score: number;
  readonly terms: Set<string>;
  readonly queryTerms: Set<string>;
  /** The fields any term matched in. */
  readonly fields: Set<string>;
}

/**
 * Both indexes searched for any word, merged per record; then records with every query word (in
 * any field) are kept, or, when none has them all, every record found (better than nothing).
 */
function matchRecords(
  indexes: readonly MiniSearch<SearchDocument>[],
  vocabulary: Vocabulary,
  documents: readonly SearchDocument[],
  request: SearchRequest,
): Match[] {
  const {product} = request;
  const merged = new Map<number, Match>();
  for (const index of indexes) {
    const results: SearchResult[] = index.search(request.query, {
      boost: {...SEARCH_FIELD_BOOST, context: CONTEXT_BOOST},
      prefix: (term, i, terms) => isPrefixTerm(term, i, terms.length),
      fuzzy: (term) => fuzzyEdits(term, (word) => vocabulary.knows(word)),
      combineWith: 'OR',
      filter: product === null ? undefined : (result) => documents[Number(result.id)]?.product === product,
    });
    for (const result of results) {
      const id = Number(result.id);
      const match = merged.get(id) ?? {id, score: 0, terms: new Set<string>(), queryTerms: new Set<string>(), fields: new Set<string>()};
      match.score += result.score;
      Object.values(result.match).forEach((fields) => fields.forEach((field) => match.fields.add(field)));
      result.terms.forEach((term) => match.terms.add(term));
      result.queryTerms.forEach((term) => match.queryTerms.add(term));
      merged.set(id, match);
    }
  }
  const wanted = [...new Set(queryWords(request.query).map(normalizeTerm))];
  const all = [...merged.values()];
  const complete = all.filter((match) => wanted.every((word) => match.queryTerms.has(word)));
  return complete.length > 0 ? complete : all;
}

export interface SearchEngine {
  search(request: SearchRequest): SearchAnswer;
  /**
   * Builds the text index; until then only titles, headings and props are searched. `texts`,
   * when given, are the records' texts in document order (the index's text file), replacing the
   * documents' own.
   */
  addText(texts?: readonly string[]): void;
  readonly hasText: boolean;
}

/** An engine over the records; with `deferText`, the text index waits for `addText()`. */
export function createSearchEngine(documents: readonly SearchDocument[], {deferText = false} = {}): SearchEngine {
  const vocabulary = new Vocabulary();
  const indexes = [createIndex(documents, NAME_FIELDS, vocabulary)];
  let current = documents;
  const engine = {
    hasText: false,
    search: (request: SearchRequest) => search(indexes, vocabulary, current, request),
    addText: (texts?: readonly string[]) => {
      if (!engine.hasText) {
        if (texts) {
          current = current.map((document, index) => ({...document, text: texts[index] ?? ''}));
        }
        indexes.push(createIndex(current, TEXT_FIELDS, vocabulary));
        engine.hasText = true;
      }
    },
  };
  if (!deferText) {
    engine.addText();
  }
  return engine;
}

/** An engine with both indexes built, as a plain function. */
export function prepareSearch(documents: readonly SearchDocument[]): (request: SearchRequest) => SearchAnswer {
  const engine = createSearchEngine(documents);
  return (request) => engine.search(request);
}

function search(
  indexes: readonly MiniSearch<SearchDocument>[],
  vocabulary: Vocabulary,
  documents: readonly SearchDocument[],
  request: SearchRequest,
): SearchAnswer {
  const query = request.query.trim();
  if (queryWords(query).length === 0) {
    return {query, terms: [], products: [], count: 0, complete: indexes.length > 1};
  }
  const results = matchRecords(indexes, vocabulary, documents, {...request, query});
  const found = results.flatMap((result) => {
    const document = documents[result.id];
    return document ? [{result, document}] : [];
  });
  const matchedPages = new Set(found.filter(({document}) => document.kind === 'page').map(({document}) => document.path));
  const memberNamed = found.some(({document}) => namesMemberPage(document, query));
  const terms = new Set<string>();
  const scored = found.flatMap(({result, document}) => {
    // Under a page that matched itself, only the sections and props the query names: one found
    // by its text or its page's title alone (an API page's "CSS classes" for `fab`) says nothing
    // the page's row does not, and pushes the next page down the list.
    if (document.kind !== 'page' && matchedPages.has(document.path) && ![...result.fields].some((field) => field === 'heading')) {
      return [];
    }
    result.terms.forEach((term) => terms.add(term));
    return [{document, score: adjustedScore(document, result.score, [...result.terms], query, request.currentProduct, {memberNamed}), path: document.path}];
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
    complete: indexes.length > 1,
  };
}
