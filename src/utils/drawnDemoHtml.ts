/**
 * The demos a page's server HTML drew, read from the HTML's text, with no parse: for a
 * client-side navigation (see src/components/Demo/serverDrawnDemos.ts), which puts each part's
 * HTML in the page as it is. Parsed first, then written back as text and parsed again as the
 * part mounted, the previews cost the navigation a parse of their own: about 40 ms at 4x CPU
 * slowdown on the Button Group page, in a task between the page's chunks and its render.
 *
 * Outside style elements, literal `<section`, `<div` and `<style` can only be tags: React
 * escapes `<` in text and attribute values, and the snapshots' CSS has `</style` escaped. What
 * this reads is checked on every built page against the page parsed (e2e/demo-hydration.spec.ts).
 */
import {
  DEMO_CODE_ATTRIBUTE,
  DEMO_PREVIEW_ATTRIBUTE,
  DEMO_SNAPSHOT_ATTRIBUTE,
  DEMO_SNAPSHOT_STYLES_ATTRIBUTE,
  DEMO_SNAPSHOT_TAKEN_ATTRIBUTE,
} from '../constants/dom';

/** The attribute Emotion marks its style tags with: `<cache key> <style ids…>`. */
export const EMOTION_ATTRIBUTE = 'data-emotion';

/** A style tag taken out of the HTML: the attribute that tells it apart, its value and its CSS. */
export interface DrawnStyle {
  readonly attribute: typeof EMOTION_ATTRIBUTE | typeof DEMO_SNAPSHOT_STYLES_ATTRIBUTE;
  readonly value: string;
  readonly css: string;
}

export interface DrawnDemoHtml {
  /** Each demo's preview part's inner HTML by demo id, without the style tags taken out. */
  readonly parts: ReadonlyMap<string, string>;
  /** The snapshots' stylesheet, then the style tags taken out of the parts, in document order. */
  readonly styles: readonly DrawnStyle[];
  /**
   * By demo id (every demo section, its part read or not): how many of `styles`, from the first,
   * that demo and the demos before it need. A demo's tags may be relied on by later demos only.
   */
  readonly stylesThrough: ReadonlyMap<string, number>;
}

/** The start tags of `tag` elements with the attribute `attribute`, in HTML as React writes it. */
function startTags(tag: string, attribute: string): RegExp {
  return new RegExp(`<${tag}(?=[\\s>])[^>]*\\s${attribute}(?=[\\s=/>])[^>]*>`, 'g');
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

const ENTITIES: Readonly<Record<string, string>> = {'&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>'};

/** An attribute's value in a start tag (quoted or not, the entities React writes decoded), or undefined. */
export function attributeOf(startTag: string, name: string): string | undefined {
  const found = new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=[\\s/>])`).exec(startTag);
  if (found === null) {
    return undefined;
  }
  return (found[1] ?? found[2] ?? found[3] ?? '').replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** Whether `index` in `html` is inside an `<svg>` element (foreign content, parsed otherwise). */
function insideSvg(html: string, index: number): boolean {
  const before = html.slice(0, index);
  return (before.match(/<svg(?=[\s>])/g)?.length ?? 0) > (before.match(/<\/svg\s*>/g)?.length ?? 0);
}

/**
 * The part's HTML with Emotion's non-global style tags taken out (global ones, `<key>-global`,
 * stay: they would otherwise outlive the page), or undefined when a style's text would read
 * differently parsed: inside an SVG, a style's `&` and `<` are markup, not text (elsewhere a
 * style's text is raw: `@media (width<=600px)` is common). The demo then loads its code.
 */
function takeStyles(part: string, styles: DrawnStyle[]): string | undefined {
  const taken: DrawnStyle[] = [];
  const tags = /<style(?=[\s>])[^>]*>/g;
  let kept = '';
  let from = 0;
  for (let tag = tags.exec(part); tag; tag = tags.exec(part)) {
    const close = part.indexOf('</style>', tags.lastIndex);
    if (close === -1) {
      return undefined;
    }
    const css = part.slice(tags.lastIndex, close);
    const value = attributeOf(tag[0], EMOTION_ATTRIBUTE);
    tags.lastIndex = close + '</style>'.length;
    if (value === undefined || (value.split(' ')[0] ?? '').endsWith('-global')) {
      continue;
    }
    if (/[&<]/.test(css) && insideSvg(part, tag.index)) {
      return undefined;
    }
    taken.push({attribute: EMOTION_ATTRIBUTE, value, css});
    kept += part.slice(from, tag.index);
    from = tags.lastIndex;
  }
  styles.push(...taken);
  return kept + part.slice(from);
}

/** The snapshots' stylesheet in the page's head, if any. */
function snapshotStyles(html: string): DrawnStyle | undefined {
  const tag = startTags('style', DEMO_SNAPSHOT_STYLES_ATTRIBUTE).exec(html);
  const close = tag === null ? -1 : html.indexOf('</style>', tag.index);
  const value = tag === null ? undefined : attributeOf(tag[0], DEMO_SNAPSHOT_STYLES_ATTRIBUTE);
  return tag === null || close === -1 || value === undefined ? undefined : {attribute: DEMO_SNAPSHOT_STYLES_ATTRIBUTE, value, css: html.slice(tag.index + tag[0].length, close)};
}

/**
 * The demo previews a page's HTML drew, keyed by demo id: the inner HTML of the element each
 * preview's part renders (the preview's only child, a div). A part meant for a snapshot that the
 * build did not take (an empty box), an empty part, and a preview this cannot read for sure are
 * left out: those demos load their code.
 */
export function drawnDemoHtml(html: string): DrawnDemoHtml {
  const parts = new Map<string, string>();
  const stylesThrough = new Map<string, number>();
  const snapshots = snapshotStyles(html);
  const styles: DrawnStyle[] = snapshots === undefined ? [] : [snapshots];
  const sections = [...html.matchAll(startTags('section', DEMO_CODE_ATTRIBUTE))];
  const previews = startTags('div', DEMO_PREVIEW_ATTRIBUTE);
  sections.forEach((section, index) => {
    const id = attributeOf(section[0], 'id');
    if (id === undefined) {
      return;
    }
    const inner = partInside(html, section.index + section[0].length, sections[index + 1]?.index ?? html.length, previews);
    const kept = inner === undefined ? undefined : takeStyles(inner, styles);
    stylesThrough.set(id, styles.length);
    if (kept !== undefined && kept !== '') {
      parts.set(id, kept);
    }
  });
  return {parts, styles, stylesThrough};
}

/**
 * The inner HTML of the part a section's preview renders, the section's tag ending at `from` and
 * the next section starting at `before`; undefined if there is none to read for sure.
 */
function partInside(html: string, from: number, before: number, previews: RegExp): string | undefined {
  previews.lastIndex = from;
  const preview = previews.exec(html);
  // The section's own preview: one found past the next section's start is that section's.
  if (preview === null || preview.index > before) {
    return undefined;
  }
  const partStart = preview.index + preview[0].length;
  const partTag = /^<div(?=[\s>])[^>]*>/.exec(html.slice(partStart, partStart + 2000));
  const partEnd = partTag === null ? -1 : elementEnd(html, partStart, 'div');
  // The part must be the preview's only child: the preview's end tag follows it.
  if (partTag === null || partEnd === -1 || !/^<\/div\s*>/.test(html.slice(partEnd, partEnd + 8))) {
    return undefined;
  }
  if (attributeOf(partTag[0], DEMO_SNAPSHOT_ATTRIBUTE) !== undefined && attributeOf(partTag[0], DEMO_SNAPSHOT_TAKEN_ATTRIBUTE) === undefined) {
    return undefined;
  }
  return html.slice(partStart + partTag[0].length, html.lastIndexOf('</div', partEnd - 1));
}

/**
 * The demos drawn in a fetched page, or null if the answer is not the page's HTML (an error page,
 * or the development server's answer for a route it renders in the browser only).
 */
export async function drawnDemosOfResponse(response: Response): Promise<DrawnDemoHtml | null> {
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) {
    return null;
  }
  return drawnDemoHtml(await response.text());
}
