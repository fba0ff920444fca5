/**
 * Page-view payloads. Automatic page views are off, so these are the only ones: exactly one per new
 * path.
 */
import {getProductInfoFromUrl, pathnameToLanguage} from '../paths';

// A type, not an interface: gtag parameters must be assignable to a string-keyed record.
type PageViewParams = {
  readonly page_title: string;
  /** A path, not a URL, without language prefix or hash: each page is reported under one path. */
  readonly page_location: string;
  readonly productId: string | null;
  readonly productCategoryId: string | null;
};

export function pageViewPayload({title, pathname}: {readonly title: string; readonly pathname: string}): PageViewParams {
  const {productId, productCategoryId} = getProductInfoFromUrl(pathname);
  return {
    page_title: title,
    page_location: pathnameToLanguage(pathname).canonicalAsServer,
    productId,
    productCategoryId,
  };
}

/**
 * Whether a route update is a new page view. The router also reports hash and query changes;
 * only a different path counts. `previousPathname` is null before the first page view.
 */
export function shouldSendPageView(previousPathname: string | null, nextPathname: string): boolean {
  return previousPathname !== nextPathname;
}
