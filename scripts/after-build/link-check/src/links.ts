/**
 * Where a link of a built page leads, decided from the built files alone: no file system, no
 * network. `check.ts` reads the build and feeds this module; its table tests are in `__tests__/`.
 *
 * The rules, for each `href` of an `<a>` or `<area>` in a page's HTML:
 * - A link with a scheme other than the site's own origin (`https://github.com/…`, `mailto:`,
 *   `tel:`) or a protocol-relative one (`//host/…`) leaves the site: not checked.
 * - A link to the site (a path, a relative path, or an absolute URL on the site's origin) must name
 *   a file of the build, the way a static host with clean URLs serves it: `/a` is `a`, `a.html` or
 *   `a/index.html`; `/a/` is `a/index.html` or `a.html`. A file that is not HTML (an image, the
 *   `/llms.txt` of a product) is a target as it is, and its fragment is not checked.
 * - A redirect page (`@docusaurus/plugin-client-redirects` writes real HTML files that send the
 *   reader on) stands for its target: the target must exist, and the fragment is looked up there.
 * - A fragment must be the `id` of an element of the target page (or the `name` of an `<a>`),
 *   percent-decoded. `#` and `#top` are the top of the page by the HTML rules, whatever the page
 *   holds, and are never broken.
 */

/** What the build holds at one path: an HTML page (its ids), a redirect page, or another file. */
export type BuiltTarget =
  | {readonly kind: 'page'; readonly ids: ReadonlySet<string>}
  | {readonly kind: 'redirect'; readonly to: string}
  | {readonly kind: 'file'};

/** The build, keyed by file path relative to the output folder with `/` separators (`a/index.html`). */
export type BuiltSite = ReadonlyMap<string, BuiltTarget>;

export type LinkVerdict =
  | {readonly ok: true}
  | {readonly ok: false; readonly reason: string};

/** Fragments that mean the top of the page whether or not an element has that id. */
const TOP_OF_PAGE_FRAGMENTS: ReadonlySet<string> = new Set(['', 'top']);

/** A redirect page sending on to another redirect page is followed this many times at most. */
const MAX_REDIRECTS = 5;

/** Any URL scheme (`https:`, `mailto:`): RFC 3986's `scheme ":"`. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

const OK: LinkVerdict = {ok: true};

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The files a static host with clean URLs and no trailing slash would answer for a path. */
export function candidateFiles(pathname: string): string[] {
  const relative = pathname.replace(/^\/+/, '');
  if (relative === '' || relative.endsWith('/')) {
    const dir = relative.replace(/\/+$/, '');
    return dir === '' ? ['index.html'] : [`${dir}/index.html`, `${dir}.html`];
  }
  return [relative, `${relative}.html`, `${relative}/index.html`];
}

/**
 * The URL a link's `href` resolves to from a page, or null for a link that leaves the site.
 * `pagePath` is the page's own URL path (`/material-ui/react-button`).
 */
export function resolveOnSite(href: string, pagePath: string, siteOrigin: string): URL | null {
  const trimmed = href.trim();
  if (trimmed.startsWith('//')) {
    return null;
  }
  if (SCHEME.test(trimmed)) {
    const url = URL.canParse(trimmed) ? new URL(trimmed) : null;
    return url && url.origin === siteOrigin ? url : null;
  }
  return new URL(trimmed, new URL(pagePath, siteOrigin));
}

function lookUp(site: BuiltSite, pathname: string): {readonly file: string; readonly target: BuiltTarget} | null {
  for (const file of candidateFiles(pathname)) {
    const target = site.get(file);
    if (target) {
      return {file, target};
    }
  }
  return null;
}

/** Whether one link of the page at `pagePath` leads to a built page and, with a fragment, to an id in it. */
export function checkLink(site: BuiltSite, href: string, pagePath: string, siteOrigin: string): LinkVerdict {
  const url = resolveOnSite(href, pagePath, siteOrigin);
  if (!url) {
    return OK;
  }
  const pathname = decode(url.pathname);
  if (pathname === null) {
    return {ok: false, reason: 'its path is not valid percent-encoding'};
  }
  const fragment = url.hash === '' ? '' : decode(url.hash.slice(1));
  if (fragment === null) {
    return {ok: false, reason: 'its fragment is not valid percent-encoding'};
  }
  let found = lookUp(site, pathname);
  for (let hops = 0; found?.target.kind === 'redirect' && hops < MAX_REDIRECTS; hops += 1) {
    const to = new URL(found.target.to, url);
    const toPath = to.origin === siteOrigin ? decode(to.pathname) : null;
    if (toPath === null) {
      return OK;
    }
    const next = lookUp(site, toPath);
    if (!next) {
      return {ok: false, reason: `it redirects to ${to.pathname}, which is not a page of the build`};
    }
    found = next;
  }
  if (!found) {
    return {ok: false, reason: `no page of the build is at ${pathname}`};
  }
  if (found.target.kind === 'redirect') {
    return {ok: false, reason: `more than ${MAX_REDIRECTS} redirects in a row`};
  }
  if (found.target.kind === 'file' || TOP_OF_PAGE_FRAGMENTS.has(fragment) || found.target.ids.has(fragment)) {
    return OK;
  }
  return {ok: false, reason: `no element of ${found.file} has the id "${fragment}"`};
}

/** The site's URL path of a built HTML file: `a/index.html` and `a.html` are `/a`, `index.html` is `/`. */
export function pagePathOf(file: string): string {
  const withoutHtml = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutHtml}`.replace(/\/+$/, '') || '/';
}
