/** The product whose pages the reader is on, from the URL (hydration-safe, see useRenderedPathname). */
import {productForPathname, type ProductIdentity} from '../data/products';
import {pathnameToLanguage} from '../utils/paths';
import {useRenderedPathname} from './useRenderedPathname';

export function useActiveProduct(): ProductIdentity | null {
  const pathname = useRenderedPathname();
  return productForPathname(pathnameToLanguage(pathname).canonicalPathname);
}
