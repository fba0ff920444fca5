/**
 * Which page a click on a link will open in place (a client-side navigation), read before the
 * app handles the click: the page's chunks can start loading then, while React renders the
 * address change (20-35 ms at 4x CPU slowdown before Docusaurus' own preload starts). A mouse
 * reader's pointer on the link has started that already (`<Link>` preloads on hover); a
 * keyboard's Enter, a click from a script and a stylus that did not hover had not.
 */

export interface ClickFacts {
  readonly button: number;
  readonly modified: boolean;
}

export interface LinkFacts {
  /** The link's resolved address (`anchor.href`). */
  readonly href: string;
  readonly target: string;
  readonly download: boolean;
}

/**
 * The pathname to load ahead for a click on a link, or null when the browser (not the app)
 * will handle it: another button or a modifier key (a new tab or window), a `target` other than
 * the page itself, a download, another origin, or the page being read (an anchor in it).
 */
export function pathnameToLoadOnClick(click: ClickFacts, link: LinkFacts, location: {readonly href: string}): string | null {
  if (click.button !== 0 || click.modified || link.download || (link.target !== '' && link.target !== '_self')) {
    return null;
  }
  let url: URL;
  const here = new URL(location.href);
  try {
    url = new URL(link.href, here);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || url.pathname === here.pathname) {
    return null;
  }
  return url.pathname;
}
