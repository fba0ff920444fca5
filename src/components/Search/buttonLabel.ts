/**
 * The search button's word, on every page. Apart from the dialog's words (./labels), which load
 * with the dialog.
 */
import {translate} from '@docusaurus/Translate';

export function searchButtonLabel(): string {
  return translate({id: 'mui.search.button', message: 'Search'});
}
