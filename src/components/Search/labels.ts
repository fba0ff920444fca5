/**
 * The search dialog's words, through Docusaurus' translations (English by default). Loaded with
 * the dialog; the navbar button's word, on every page, is in ./buttonLabel.
 */
import {translate} from '@docusaurus/Translate';

export function searchLabels() {
  return {
    dialog: translate({id: 'mui.search.dialog', message: 'Search the docs'}),
    placeholder: translate({id: 'mui.search.placeholder', message: 'Search the docs'}),
    close: translate({id: 'mui.search.close', message: 'Close search'}),
    filter: translate({id: 'mui.search.filter', message: 'Products to search'}),
    allProducts: translate({id: 'mui.search.allProducts', message: 'All products'}),
    results: translate({id: 'mui.search.results', message: 'Search results'}),
    recent: translate({id: 'mui.search.recent', message: 'Recent searches'}),
    loading: translate({id: 'mui.search.loading', message: 'Loading the search index…'}),
    notBuilt: translate({
      id: 'mui.search.notBuilt',
      message: 'Search works in the production build: run `npm run build`, then `npm run serve`.',
      description: 'Shown by the dev server, which builds no search index',
    }),
    failed: translate({id: 'mui.search.failed', message: 'The search index could not be loaded. Check your connection and try again.'}),
    noResults: translate({id: 'mui.search.noResults', message: 'No results.'}),
    empty: translate({
      id: 'mui.search.empty',
      message: 'Search page titles, sections, text and API props. A typo is fine.',
      description: 'Shown in the search dialog before anything is typed, when there are no recent searches',
    }),
    searchAll: translate({id: 'mui.search.searchAll', message: 'Search all products'}),
    prop: translate({id: 'mui.search.prop', message: 'Prop', description: 'Label of a result that is a component prop'}),
    api: translate({id: 'mui.search.api', message: 'API'}),
    hintNavigate: translate({id: 'mui.search.hint.navigate', message: 'to navigate'}),
    hintOpen: translate({id: 'mui.search.hint.open', message: 'to open'}),
    hintClose: translate({id: 'mui.search.hint.close', message: 'to close'}),
  } as const;
}

export function noResultsIn(product: string): string {
  return translate({id: 'mui.search.noResultsIn', message: 'No results in {product}.'}, {product});
}

/** A product in a version snapshot, e.g. "Material UI v7.2.0": what a search from inside the snapshot covers. */
export function productInVersion(product: string, version: string): string {
  return translate({id: 'mui.search.productInVersion', message: '{product} {version}', description: 'The product filter and result group of a search from inside a version snapshot'}, {product, version});
}
