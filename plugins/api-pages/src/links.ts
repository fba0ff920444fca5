/**
 * Link resolution for generated pages. Pure.
 *
 * The JSDoc in the packages links to mui.com, either absolutely
 * (`https://mui.com/material-ui/react-button/`) or site-relative
 * (`/material-ui/api/button/#button-classes-MuiButton-text`). The site builds with
 * `onBrokenLinks: 'throw'` and `onBrokenAnchors: 'throw'`, so a link may only point inside the
 * site when the page (and anchor) exists here; every other link goes to mui.com.
 */

/** The site whose paths our routes mirror. */
const UPSTREAM_ORIGIN = 'https://mui.com';

export interface LinkTargets {
  /** Routes of the site without trailing slash (`/material-ui/react-button`). */
  readonly routes: ReadonlySet<string>;
  /** Anchors known per route; a hash to a route without an entry here is dropped. */
  readonly anchors: ReadonlyMap<string, ReadonlySet<string>>;
}

export type HrefResolver = (href: string) => string;

function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * `https://mui.com/x/y/#z` or `/x/y/#z` → `/x/y#z` when `/x/y` is a route here (the hash kept
 * only if the anchor is known), otherwise the absolute upstream URL. Other links are unchanged.
 */
export function resolveHref(href: string, targets: LinkTargets, origin: string = UPSTREAM_ORIGIN): string {
  let rest: string;
  if (href.startsWith(`${origin}/`)) {
    rest = href.slice(origin.length);
  } else if (href.startsWith('/') && !href.startsWith('//')) {
    rest = href;
  } else {
    return href;
  }
  const hashIndex = rest.indexOf('#');
  const pathPart = hashIndex < 0 ? rest : rest.slice(0, hashIndex);
  const hash = hashIndex < 0 ? '' : rest.slice(hashIndex + 1);
  const queryIndex = pathPart.indexOf('?');
  const pathname = stripTrailingSlash(queryIndex < 0 ? pathPart : pathPart.slice(0, queryIndex));
  if (!targets.routes.has(pathname)) {
    return `${origin}${rest}`;
  }
  if (!hash) {
    return pathname;
  }
  return targets.anchors.get(pathname)?.has(hash) ? `${pathname}#${hash}` : pathname;
}

/** Rewrites the targets of the Markdown links (`[text](href)`) in `markdown`. */
export function resolveMarkdownLinks(markdown: string, resolve: HrefResolver): string {
  return markdown.replace(/\]\(([^)\s]+)\)/g, (_match, href: string) => `](${resolve(href)})`);
}

/**
 * The anchor id a heading gets, following github-slugger as Docusaurus uses it for ASCII
 * text: Markdown syntax removed, lowercased, punctuation other than `-`/`_` dropped, spaces
 * to hyphens.
 */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * Anchors of a Markdown/MDX document: heading slugs (explicit `{#id}` wins, repeated slugs get
 * `-1`, `-2`, as github-slugger does) and literal `id="…"` attributes.
 */
export function documentAnchors(source: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  let inFence = false;
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      continue;
    }
    const heading = /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (heading?.[1] !== undefined) {
      const explicit = /\s*\{#([^}\s]+)\}$/.exec(heading[1]);
      if (explicit?.[1]) {
        anchors.add(explicit[1]);
        continue;
      }
      const base = headingSlug(heading[1]);
      const seen = counts.get(base) ?? 0;
      counts.set(base, seen + 1);
      anchors.add(seen === 0 ? base : `${base}-${seen}`);
    }
    for (const match of line.matchAll(/\bid=["']([^"']+)["']/g)) {
      if (match[1]) {
        anchors.add(match[1]);
      }
    }
  }
  return anchors;
}
