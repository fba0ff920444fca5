/**
 * The demos a page's server HTML drew, for a client-side navigation to the page: the page's HTML
 * is fetched (the file a first visit loads) and each demo's preview is put in the part stash under
 * the demo's id, so that the page renders its demos as that HTML shows them, as a first visit
 * does, and they go live the same way (see HydrateNearViewport). The navigation then loads and
 * renders neither the demos' code nor MUI nor Emotion: on a component page those were most of
 * its cost.
 *
 * Emotion's server rendering writes each style once per page, in a `<style data-emotion>` tag
 * before the first element that uses it; a later demo can rely on a tag in an earlier one. The
 * tags are moved to the document's head, as Emotion's cache does with a first visit's tags, so
 * that a demo going live (its HTML replaced) takes no other demo's styles with it. They go there
 * as the page's demos mount (`adoptDrawnStyles`, before the page is painted), not as they are
 * fetched: new rules in the head make the browser restyle the page on screen, the page being
 * left, too. Global styles (`<key>-global`) stay in their demo: they would otherwise outlive the
 * page. A page with snapshots (demos drawn by the build) has their CSS in one `<style>` in its
 * head, marked with the page's path (DEMO_SNAPSHOT_STYLES_ATTRIBUTE): it goes to the head too.
 *
 * The demos plugin's modules call the default export when a navigation evaluates them (see
 * plugins/demos/README.md); a page whose HTML has no drawn demo (the development server renders
 * none) resolves false, and its demos load their code as before.
 */
import {
  DEMO_CODE_ATTRIBUTE,
  DEMO_PREVIEW_ATTRIBUTE,
  DEMO_SNAPSHOT_ATTRIBUTE,
  DEMO_SNAPSHOT_STYLES_ATTRIBUTE,
  DEMO_SNAPSHOT_TAKEN_ATTRIBUTE,
} from '../../constants/dom';
import {partStash, stashKeyOf} from '../HydrateNearViewport/partStash';

/** The attribute Emotion marks its style tags with: `<cache key> <style ids…>`. */
const EMOTION_ATTRIBUTE = 'data-emotion';

/** How many pages' fetches are remembered (a page fetched once is not fetched again). */
const PAGES_REMEMBERED = 16;

export interface DrawnDemoParts {
  /** Each demo's preview HTML by demo id, without the style tags moved out. */
  readonly parts: ReadonlyMap<string, string>;
  /** The style tags moved out of the parts, in document order, and the snapshots' stylesheet. */
  readonly styles: readonly HTMLStyleElement[];
}

/** Whether an Emotion style tag holds global styles (a `<Global>` or `GlobalStyles`). */
function isGlobalStyle(style: Element): boolean {
  const key = (style.getAttribute(EMOTION_ATTRIBUTE) ?? '').split(' ')[0] ?? '';
  return key.endsWith('-global');
}

/**
 * The demo previews a page's HTML drew, keyed by demo id: the element each preview's part renders
 * (the preview's only child). A part meant for a snapshot that the build did not take (an empty
 * box) is left out. Emotion's non-global style tags are taken out of the parts (see above).
 */
export function drawnDemoParts(page: ParentNode): DrawnDemoParts {
  const parts = new Map<string, string>();
  const styles: HTMLStyleElement[] = [...page.querySelectorAll<HTMLStyleElement>(`style[${DEMO_SNAPSHOT_STYLES_ATTRIBUTE}]`)];
  for (const section of page.querySelectorAll(`section[${DEMO_CODE_ATTRIBUTE}][id]`)) {
    const preview = [...section.children].find((child) => child.hasAttribute(DEMO_PREVIEW_ATTRIBUTE));
    const part = preview?.children.length === 1 ? preview.children[0] : undefined;
    if (!part || (part.hasAttribute(DEMO_SNAPSHOT_ATTRIBUTE) && !part.hasAttribute(DEMO_SNAPSHOT_TAKEN_ATTRIBUTE))) {
      continue;
    }
    for (const style of part.querySelectorAll<HTMLStyleElement>(`style[${EMOTION_ATTRIBUTE}]`)) {
      if (!isGlobalStyle(style)) {
        style.remove();
        styles.push(style);
      }
    }
    if (part.innerHTML !== '') {
      parts.set(section.id, part.innerHTML);
    }
  }
  return {parts, styles};
}

/** What tells a style tag apart: its Emotion attribute (cache key and ids), or the page its snapshots' CSS is for. */
function styleKey(style: Element): string {
  const emotion = style.getAttribute(EMOTION_ATTRIBUTE);
  return emotion === null ? `snapshots of ${style.getAttribute(DEMO_SNAPSHOT_STYLES_ATTRIBUTE) ?? ''}` : emotion;
}

/**
 * The style tags of `styles` that no tag in `head` has already (by `styleKey`). Only the head
 * counts: a tag in the page being left (a demo's server HTML) goes with it.
 */
export function newStyles(styles: readonly HTMLStyleElement[], head: ParentNode): HTMLStyleElement[] {
  const present = new Set([...head.querySelectorAll(`style[${EMOTION_ATTRIBUTE}], style[${DEMO_SNAPSHOT_STYLES_ATTRIBUTE}]`)].map(styleKey));
  return styles.filter((style) => {
    const key = styleKey(style);
    if (present.has(key)) {
      return false;
    }
    present.add(key);
    return true;
  });
}

/**
 * Where the element whose start tag begins at `start` ends (after its end tag), or -1: elements
 * of the same `tag` inside it are counted; the text of style and script elements and comments is
 * skipped (a demo's CSS may hold `content: "<div>"`).
 */
function elementEnd(html: string, start: number, tag: string): number {
  const tokens = new RegExp(`<(/?)${tag}[\\s/>]|<(style|script)(?=[\\s>])|<!--`, 'g');
  tokens.lastIndex = start;
  let depth = 0;
  for (let match = tokens.exec(html); match; match = tokens.exec(html)) {
    const rawText = match[2];
    if (rawText !== undefined || match[0] === '<!--') {
      const close = html.indexOf(rawText === undefined ? '-->' : `</${rawText}`, tokens.lastIndex);
      if (close === -1) {
        return -1;
      }
      tokens.lastIndex = close;
      continue;
    }
    depth += match[1] === '/' ? -1 : 1;
    if (depth === 0) {
      const close = html.indexOf('>', match.index);
      return close === -1 ? -1 : close + 1;
    }
  }
  return -1;
}

/** The start tags of `tag` elements with the attribute `attribute`, in HTML as React writes it. */
function startTags(tag: string, attribute: string): RegExp {
  return new RegExp(`<${tag}(?=[\\s>])[^>]*\\s${attribute}(?=[\\s=/>])[^>]*>`, 'g');
}

/**
 * The part of a page's HTML its demos' previews are in: the snapshots' stylesheet in its head, if
 * any, then each demo's section start tag around its preview element alone. A demo's
 * highlighted code, most of its section's HTML, and the page's text are left out: parsed, that
 * is half the parse of the page's article (Button Group at 4x CPU slowdown: 34 ms, not 74).
 * Outside style elements, literal `<section`, `<div` and `<style` can only be tags: React
 * escapes `<` in text and attribute values, and the snapshots' CSS has `</style` escaped.
 */
export function demosHtmlOf(html: string): string {
  const sections = [...html.matchAll(startTags('section', DEMO_CODE_ATTRIBUTE))];
  const preview = startTags('div', DEMO_PREVIEW_ATTRIBUTE);
  const demos = sections.map((section, index) => {
    preview.lastIndex = section.index + section[0].length;
    const found = preview.exec(html);
    // The section's own preview: one found past the next section's start is that section's.
    const end = found && found.index < (sections[index + 1]?.index ?? html.length) ? elementEnd(html, found.index, 'div') : -1;
    return found && end !== -1 ? `${section[0]}${html.slice(found.index, end)}</section>` : '';
  });
  const stylesStart = html.indexOf(`<style ${DEMO_SNAPSHOT_STYLES_ATTRIBUTE}=`);
  const stylesEnd = stylesStart === -1 ? -1 : html.indexOf('</style>', stylesStart);
  const snapshotStyles = stylesEnd === -1 ? '' : html.slice(stylesStart, stylesEnd + '</style>'.length);
  // With the doctype, the parser works in standards mode, as for the page: in quirks mode a
  // `<table>` does not end an open `<p>` (the build's HTML leaves out optional end tags).
  return `<!doctype html>${snapshotStyles}${demos.join('')}`;
}

const fetched = new Map<string, Promise<boolean>>();

/** The style tags fetched for a page, until its demos mount. */
const stylesToAdopt = new Map<string, readonly HTMLStyleElement[]>();

/**
 * Moves the style tags fetched with `pathname`'s demos to the head, once: each demo calls it as
 * it mounts, before the page is painted.
 */
export function adoptDrawnStyles(pathname: string): void {
  const styles = stylesToAdopt.get(pathname);
  if (styles === undefined) {
    return;
  }
  stylesToAdopt.delete(pathname);
  const adopted = document.createDocumentFragment();
  for (const style of newStyles(styles, document.head)) {
    adopted.append(document.importNode(style, true));
  }
  document.head.append(adopted);
}

/** The page's HTML, if its fetch started with the navigation (the route-split plugin's, once). */
export type TakeHtml = () => Promise<Response> | undefined;

async function fetchDrawnDemos(pathname: string, takeHtml: TakeHtml | undefined): Promise<boolean> {
  const response = await (takeHtml?.() ?? fetch(pathname, {credentials: 'same-origin'}));
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) {
    return false;
  }
  const page = new DOMParser().parseFromString(demosHtmlOf(await response.text()), 'text/html');
  const {parts, styles} = drawnDemoParts(page);
  stylesToAdopt.set(pathname, styles);
  for (const [id, html] of parts) {
    partStash.stash(stashKeyOf(pathname, id), html);
  }
  return parts.size > 0;
}

/**
 * Puts the demos `pathname`'s server HTML drew in the part stash; resolves whether there were
 * any. It never rejects: a failed fetch (offline without the page cached) resolves false and is
 * tried again by the next navigation to the page. The HTML is the fetch `takeHtml` hands over
 * (started as the navigation began), or else fetched here.
 */
export default function loadServerDrawnDemos(pathname: string, takeHtml?: TakeHtml): Promise<boolean> {
  const known = fetched.get(pathname);
  if (known) {
    return known;
  }
  const loading = fetchDrawnDemos(pathname, takeHtml).catch(() => {
    fetched.delete(pathname);
    return false;
  });
  fetched.set(pathname, loading);
  for (const oldest of fetched.keys()) {
    if (fetched.size <= PAGES_REMEMBERED) {
      break;
    }
    fetched.delete(oldest);
    stylesToAdopt.delete(oldest);
  }
  return loading;
}
