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
 * left, too. Each demo, as it mounts, moves the tags of the demos up to and including itself (in
 * document order: a tag may be relied on by later demos only), so that the demos rendered after
 * the page's first frame (below the fold) leave their CSS out of the navigation's render: on the
 * Button Group page, 26 of its 44 tags (37 of 68 KB of CSS) go to the head as those demos render.
 * Global styles (`<key>-global`) stay in their demo: they would otherwise outlive the page. A
 * page with snapshots (demos drawn by the build) has their CSS in one `<style>` in its head,
 * marked with the page's path (DEMO_SNAPSHOT_STYLES_ATTRIBUTE): it goes to the head with the
 * first demo that mounts.
 *
 * The previews are read from the HTML's text (src/utils/drawnDemoHtml.ts), not parsed, on a worker
 * (src/utils/drawnDemosReader.ts): a part's HTML is parsed once, as it mounts.
 *
 * The demos plugin's modules call the default export when a navigation evaluates them (see
 * plugins/demos/README.md); a page whose HTML has no drawn demo (the development server renders
 * none) resolves false, and its demos load their code as before.
 */
import {DEMO_SNAPSHOT_STYLES_ATTRIBUTE} from '../../constants/dom';
import {partStash, stashKeyOf} from '../HydrateNearViewport/partStash';
import {drawnDemosOfResponse, EMOTION_ATTRIBUTE, type DrawnDemoHtml, type DrawnStyle} from '../../utils/drawnDemoHtml';
import {isDrawnDemoHtml, readDrawnDemos} from '../../utils/drawnDemosReader';

/** How many pages' fetches are remembered (a page fetched once is not fetched again). */
const PAGES_REMEMBERED = 16;

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

const fetched = new Map<string, Promise<boolean>>();

/** The style tags fetched for a page, until its demos have mounted, and how many have gone to the head. */
interface StylesToAdopt {
  readonly styles: readonly DrawnStyle[];
  readonly stylesThrough: ReadonlyMap<string, number>;
  adopted: number;
}

const stylesToAdopt = new Map<string, StylesToAdopt>();

/** A style element in the document for a style read from a page's HTML. */
function styleElementOf({attribute, value, css}: DrawnStyle): HTMLStyleElement {
  const style = document.createElement('style');
  style.setAttribute(attribute, value);
  style.textContent = css;
  return style;
}

/**
 * Moves to the head the style tags fetched with `pathname`'s demos that the demo `demoId` needs
 * (its own and those of the demos before it), each once: each demo calls it as it mounts, before
 * it is painted. An id the page's HTML has no demo for moves them all.
 */
export function adoptDrawnStyles(pathname: string, demoId: string): void {
  const pending = stylesToAdopt.get(pathname);
  if (pending === undefined) {
    return;
  }
  const through = pending.stylesThrough.get(demoId) ?? pending.styles.length;
  if (through <= pending.adopted) {
    return;
  }
  const adopted = document.createDocumentFragment();
  adopted.append(...newStyles(pending.styles.slice(pending.adopted, through).map(styleElementOf), document.head));
  document.head.append(adopted);
  pending.adopted = through;
  if (through === pending.styles.length) {
    stylesToAdopt.delete(pathname);
  }
}

/**
 * The page's demos, if their reading started with the navigation (the route-split plugin's, once):
 * read by this site's worker (`readDrawnDemos`, which the site hands the plugin), or the page's
 * response where the plugin fetched it itself.
 */
export type TakeHtml = () => Promise<unknown> | undefined;

/** The demos `read` holds: read already by the worker, or to be read from the page's response. */
async function drawnDemosOf(read: unknown): Promise<DrawnDemoHtml | null> {
  if (read instanceof Response) {
    return drawnDemosOfResponse(read);
  }
  return isDrawnDemoHtml(read) ? read : null;
}

async function fetchDrawnDemos(pathname: string, takeHtml: TakeHtml | undefined): Promise<boolean> {
  const drawn = await drawnDemosOf(await (takeHtml?.() ?? readDrawnDemos(pathname)));
  if (drawn === null) {
    return false;
  }
  const {parts, styles, stylesThrough} = drawn;
  stylesToAdopt.set(pathname, {styles, stylesThrough, adopted: 0});
  for (const [id, html] of parts) {
    partStash.stash(stashKeyOf(pathname, id), html);
  }
  return parts.size > 0;
}

/**
 * Puts the demos `pathname`'s server HTML drew in the part stash; resolves whether there were
 * any. It never rejects: a failed fetch (offline without the page cached) resolves false and is
 * tried again by the next navigation to the page. The demos are those `takeHtml` hands over (read
 * from the navigation's start), or else read now.
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
