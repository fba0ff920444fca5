/** Site search: keys, limits and ranking weights, written once. */

/** The search index plugin's name: its global data (manifest address) is read under it. */
export const SEARCH_PLUGIN_NAME = 'search-index';

/** localStorage key of the recent searches (newest first). */
export const RECENT_SEARCHES_KEY = 'mui-docs-recent-searches';
export const MAX_RECENT_SEARCHES = 5;

/** Results shown at most, and at most this many hits per page under its title. */
export const MAX_RESULTS = 40;
export const MAX_HITS_PER_PAGE = 4;

/** `performance.measure` name: from the index arriving in the worker to the first answer shown. */
export const FIRST_ANSWER_MEASURE = 'mui-search:first-answer';

/**
 * Ranking (see CONTRIBUTING.md, "Search"): pages above sections above props; an exact match of
 * the whole query on a title or heading; the product being read. Field boosts after VitePress'
 * local search defaults (title 4, text 2), with joined title words (`datagrid`) as strong as titles.
 */
export const SEARCH_FIELD_BOOST = {title: 4, joined: 4, heading: 3, text: 1} as const;
export const KIND_WEIGHT = {page: 1.6, section: 1, prop: 0.8} as const;
export const EXACT_MATCH_BOOST = 3;
/** An API page below its component's page when the query names both ("Autocomplete", "Autocomplete API"). */
export const API_PAGE_WEIGHT = 0.8;
/**
 * A family's overview page ("Date and Time Pickers - Overview") above its members' pages and the
 * sections that name the family elsewhere: where a reader naming the family should land.
 */
export const OVERVIEW_PAGE_BOOST = 2;
export const CURRENT_PRODUCT_BOOST = 2;
/** A fuzzy match allows one edit from this many letters, two from `twoEditsFrom`. */
export const FUZZY_EDITS = {oneEditFrom: 4, twoEditsFrom: 8} as const;

/**
 * The search evaluation (`npm run search:eval`, part of `npm test`): the share of its queries
 * whose expected page or anchor must be among the first five options.
 */
export const SEARCH_EVALUATION_MIN_TOP5 = 0.95;
