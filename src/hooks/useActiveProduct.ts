/** The product whose pages the reader is on, from the URL (same value on server and client). */
import {useLocation} from '@docusaurus/router';
import {productForPathname, type ProductIdentity} from '../data/products';
import {pathnameToLanguage} from '../utils/paths';

export function useActiveProduct(): ProductIdentity | null {
  const {pathname} = useLocation();
  return productForPathname(pathnameToLanguage(pathname).canonicalPathname);
}
