/** Products as the search dialog names them: in its filter chips, result groups and messages. */
import {PRODUCT_LIST} from '../../data/products';
import type {SearchScope} from '../../utils/search/scope';
import {productInVersion} from './labels';

/** The products searched (internal fixtures are left out of the index and the filter). */
export const SEARCH_PRODUCTS = PRODUCT_LIST.filter((product) => !product.internal).map((product) => product.id);

function productName(id: string): string {
  return PRODUCT_LIST.find((product) => product.id === id)?.name ?? id;
}

/** In a snapshot, the product with the snapshot's version: the results are that version's pages. */
export function productLabel(id: string, scope: SearchScope): string {
  return scope.snapshot?.product === id ? productInVersion(productName(id), scope.snapshot.label) : productName(id);
}
