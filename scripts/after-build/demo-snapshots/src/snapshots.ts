/**
 * The pure half of the demo snapshots: finding the parts of a page's HTML that wait for one,
 * choosing the styles a snapshot needs, and putting snapshots in. The browser half is capture.ts.
 */
import {createHash} from 'node:crypto';
import {parseDocument} from 'htmlparser2';
import {isTag, type AnyNode, type Element} from 'domhandler';

/** What the site passes in (its `DEMO_SNAPSHOT_OPTIONS` export). */
export interface DemoSnapshotOptions {
  /** The attribute that marks a part waiting for a snapshot; its value is the part's id, unique on the page. */
  readonly attribute: string;
  /** The attribute (no value) added to a part once its snapshot is in. */
  readonly takenAttribute: string;
  /** The attribute, valued with the page's path, on the `<style>` that holds the snapshots' CSS. */
  readonly stylesAttribute: string;
  /** The attribute set to "true" on <html> once the page has hydrated. */
  readonly hydratedAttribute: string;
  /** The keys of the site's Emotion caches: a class `<key>-<hash>` is Emotion's. */
  readonly emotionKeys: readonly string[];
  /** The browser window the demos are drawn in. */
  readonly viewport: {readonly width: number; readonly height: number};
}

/** A part of a page waiting for its snapshot: where its open tag starts and ends, and where its close tag starts. */
export interface PendingPart {
  readonly id: string;
  readonly start: number;
  readonly openTagEnd: number;
  readonly closeTagStart: number;
}

const CLOSE_TAG = '</div>';

function elements(nodes: readonly AnyNode[]): Element[] {
  return nodes.flatMap((node) => (isTag(node) ? [node, ...elements(node.children)] : 'children' in node ? elements(node.children) : []));
}

/**
 * The parts of `html` (the page `file`) that wait for a snapshot: `<div>`s carrying `attribute`
 * and not yet `takenAttribute`, in document order. A part without an id, or two with one id,
 * fail with a message naming the file.
 */
export function pendingParts(html: string, file: string, options: Pick<DemoSnapshotOptions, 'attribute' | 'takenAttribute'>): PendingPart[] {
  if (!html.includes(options.attribute)) {
    return [];
  }
  const document = parseDocument(html, {withStartIndices: true, withEndIndices: true});
  const parts: PendingPart[] = [];
  for (const element of elements(document.children)) {
    const id = element.attribs[options.attribute];
    if (id === undefined || options.takenAttribute in element.attribs) {
      continue;
    }
    if (element.name !== 'div' || id === '') {
      throw new Error(`demo-snapshots: ${file}: ${options.attribute} must be on a <div> and name the part, found <${element.name} ${options.attribute}="${id}">.`);
    }
    if (parts.some((part) => part.id === id)) {
      throw new Error(`demo-snapshots: ${file}: two parts have ${options.attribute}="${id}"; each needs an id of its own on the page.`);
    }
    const start = element.startIndex ?? -1;
    const end = (element.endIndex ?? -1) + 1;
    const openTagEnd = html.indexOf('>', start) + 1;
    const closeTagStart = end - CLOSE_TAG.length;
    if (start < 0 || openTagEnd === 0 || html.slice(closeTagStart, end) !== CLOSE_TAG) {
      throw new Error(`demo-snapshots: ${file}: the part "${id}" is not a complete <div>…</div>.`);
    }
    parts.push({id, start, openTagEnd, closeTagStart});
  }
  return parts;
}

/**
 * `html` with each part's open tag given `attribute` (no value; none when empty) and, when
 * `contentOf` gives one, its content replaced.
 */
function editParts(html: string, parts: readonly PendingPart[], attribute: string, contentOf: (part: PendingPart) => string | null): string {
  let result = html;
  // From the last part back, so that the earlier parts' offsets still hold.
  for (const part of [...parts].sort((a, b) => b.start - a.start)) {
    const content = contentOf(part);
    const openTag = attribute === '' ? result.slice(part.start, part.openTagEnd) : `${result.slice(part.start, part.openTagEnd - 1)} ${attribute}>`;
    result = `${result.slice(0, part.start)}${openTag}${content ?? result.slice(part.openTagEnd, part.closeTagStart)}${result.slice(part.closeTagStart)}`;
  }
  return result;
}

/**
 * `html` with each part's content replaced by its snapshot (`snapshots`, by part id) and marked
 * with `takenAttribute`. Every part must have a snapshot.
 */
export function withSnapshots(html: string, parts: readonly PendingPart[], snapshots: ReadonlyMap<string, string>, takenAttribute: string): string {
  return editParts(html, parts, takenAttribute, (part) => {
    const snapshot = snapshots.get(part.id);
    if (snapshot === undefined) {
      throw new Error(`demo-snapshots: no snapshot for the part "${part.id}".`);
    }
    return snapshot;
  });
}

/**
 * `html` without the parts' content: what stays of the page's server HTML once the snapshots are
 * in (a part's own server styles go with its content).
 */
export function outsideParts(html: string, parts: readonly PendingPart[]): string {
  return editParts(html, parts, '', () => '');
}

/**
 * `html` with each part's server element marked with `attribute`, as the page is served to the
 * browser that draws it: the live part that replaces it lacks the mark, so the browser can tell
 * when a part has gone live even if it did so before anyone looked.
 */
export function withServerMarks(html: string, parts: readonly PendingPart[], attribute: string): string {
  return editParts(html, parts, attribute, () => null);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The Emotion classes of `keys` that the page's server HTML already has styles for (`data-emotion="<key> <ids>"`). */
export function serverEmotionClasses(html: string, keys: readonly string[]): Set<string> {
  const pattern = new RegExp(`data-emotion="(${keys.map(escapeRegExp).join('|')}) ([^"]*)"`, 'g');
  const classes = new Set<string>();
  for (const [, key = '', ids = ''] of html.matchAll(pattern)) {
    for (const id of ids.split(' ').filter(Boolean)) {
      classes.add(`${key}-${id}`);
    }
  }
  return classes;
}

export interface StyleInput {
  /** The text of every rule in the page's `<style>` sheets once the part was drawn. */
  readonly rules: readonly string[];
  /** Every class name in the drawn parts. */
  readonly classes: readonly string[];
  /** The page's server HTML, whose own styles the snapshot need not repeat. */
  readonly serverHtml: string;
  readonly emotionKeys: readonly string[];
}

/**
 * The CSS snapshots need besides the page's own: each rule naming an Emotion class used in them
 * (`classes`) that the server HTML has no styles for, once, in the page's order, and the
 * keyframes those rules name.
 */
export function snapshotStyles({rules, classes, serverHtml, emotionKeys}: StyleInput): string {
  const server = serverEmotionClasses(serverHtml, emotionKeys);
  const needed = new Set(classes.filter((name) => !server.has(name)));
  const emotionClass = new RegExp(`\\.((?:${emotionKeys.map(escapeRegExp).join('|')})-[0-9a-z]+)(?![\\w-])`, 'g');
  const chosen = [...new Set(rules)].filter(
    (rule) => !rule.startsWith('@keyframes') && [...rule.matchAll(emotionClass)].some(([, name = '']) => needed.has(name)),
  );
  const text = chosen.join('\n');
  const keyframes = rules.filter((rule) => {
    const name = /^@keyframes\s+([\w-]+)/.exec(rule)?.[1];
    return name !== undefined && new RegExp(`(^|[^\\w-])${escapeRegExp(name)}([^\\w-]|$)`).test(text);
  });
  return [...chosen, ...new Set(keyframes)].join('\n');
}

/**
 * `html` with `css` in a `<style>` at the end of its head: the snapshots' styles, once for all the
 * parts of the page. Not in a part: a part that goes live takes its content away with it, and the
 * other parts' snapshots would lose the styles they share. The tag carries `mark`, an attribute
 * and its value (the page's path), so that the site's code can find it. Unchanged when `css` is
 * empty.
 */
export function withSnapshotStyles(html: string, css: string, mark: {readonly attribute: string; readonly value: string}): string {
  const headEnd = html.indexOf('</head>');
  if (css === '') {
    return html;
  }
  if (headEnd < 0) {
    throw new Error('demo-snapshots: the page has no </head> to put the snapshots\' styles in.');
  }
  // `</style` inside the CSS would end the element early; `\/` is the same `/` to CSS.
  const value = mark.value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `${html.slice(0, headEnd)}<style ${mark.attribute}="${value}">${css.replaceAll('</style', '<\\/style')}</style>${html.slice(headEnd)}`;
}

/** The URL path of a built page file (`x/react-data-grid.html` is served as `/x/react-data-grid`). */
export function routeOf(relativeFile: string): string {
  const route = relativeFile.split('\\').join('/').replace(/\.html$/, '').replace(/(^|\/)index$/, '$1');
  return `/${route}`;
}

/**
 * The key a page's finished HTML is kept under between builds: its HTML before the snapshots
 * (which names `main.js` by its content hash, and so changes with any of the site's code) and
 * what draws them (`drawer`: the plugin's sources and options).
 */
export function snapshotCacheKey(html: string, drawer: string): string {
  return createHash('sha256').update(drawer).update('\0').update(html).digest('hex');
}
