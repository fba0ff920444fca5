/**
 * Path helpers: language prefixes and a path's product. The rules are those of mui.com's docs
 * (`pathnameToLanguage` in https://github.com/mui/material-ui), so both sites' analytics
 * reports agree. Pure functions of their inputs: usable in Node (build) and in the browser.
 */
import {DEFAULT_LANGUAGE, RECOGNISED_LANGUAGES, type UserLanguage} from '../constants/languages';
import {productForPathname, type ProductCategoryId} from '../data/products';

interface LanguagePath {
  readonly userLanguage: UserLanguage;
  /** The path without its language prefix (hash kept). */
  readonly canonicalAs: string;
  /** `canonicalAs` without the hash: what the server sees. */
  readonly canonicalAsServer: string;
  /** `canonicalAsServer` with `/api` rewritten to `/api-docs` and no trailing slash. */
  readonly canonicalPathname: string;
}

function isRecognisedLanguage(candidate: string): candidate is UserLanguage {
  return (RECOGNISED_LANGUAGES as readonly string[]).includes(candidate);
}

/**
 * Splits a language prefix off a path. A prefix counts only when followed by a slash, so
 * `/zh` alone is an English path named "zh".
 */
export function pathnameToLanguage(pathname: string): LanguagePath {
  const candidate = pathname.substring(1, 3);
  const userLanguage: UserLanguage =
    isRecognisedLanguage(candidate) && pathname.startsWith(`/${candidate}/`)
      ? candidate
      : DEFAULT_LANGUAGE;
  const canonicalAs = userLanguage === DEFAULT_LANGUAGE ? pathname : pathname.substring(3);
  const canonicalAsServer = canonicalAs.replace(/#.*$/, '');
  const apiRewritten = canonicalAsServer.replace(/^\/api/, '/api-docs');
  const canonicalPathname =
    apiRewritten !== '/' && apiRewritten.endsWith('/') ? apiRewritten.slice(0, -1) : apiRewritten;
  return {userLanguage, canonicalAs, canonicalAsServer, canonicalPathname};
}

/** Pages that never get a language prefix: the blog and the size snapshot. */
export function isLanguageIgnoredPage(pathname: string): boolean {
  return pathname === '/blog' || pathname.startsWith('/blog/') || pathname === '/size-snapshot/';
}

/** Adds the reader's language prefix to an internal link, unless the page is excluded. */
export function pathnameWithLanguage(pathname: string, userLanguage: UserLanguage): string {
  if (userLanguage === DEFAULT_LANGUAGE || isLanguageIgnoredPage(pathname)) {
    return pathname;
  }
  if (pathnameToLanguage(pathname).userLanguage !== DEFAULT_LANGUAGE) {
    return pathname;
  }
  return `/${userLanguage}${pathname}`;
}

interface ProductInfo {
  readonly productId: string | null;
  readonly productCategoryId: ProductCategoryId | null;
}

/**
 * Product of a URL for analytics: the first segment is the product id, MUI X
 * pages are `x-<component>` in category `x`, the home page has neither.
 */
export function getProductInfoFromUrl(url: string): ProductInfo {
  const {canonicalAsServer} = pathnameToLanguage(url.replace(/\?.*$/, ''));
  const path = canonicalAsServer;
  if (path === '/' || path === '') {
    return {productId: null, productCategoryId: null};
  }
  const xMatch = /^\/x\/react-([^/]+)/.exec(path);
  if (xMatch) {
    return {productId: `x-${xMatch[1]}`, productCategoryId: 'x'};
  }
  if (path === '/x' || path.startsWith('/x/')) {
    return {productId: 'x', productCategoryId: 'x'};
  }
  if (path.startsWith('/versions')) {
    return {productId: null, productCategoryId: null};
  }
  const product = productForPathname(path);
  if (product) {
    return {productId: product.id, productCategoryId: product.categoryId};
  }
  const firstSegment = path.split('/')[1] ?? '';
  return {productId: firstSegment || null, productCategoryId: 'core'};
}
