/**
 * What the link check needs from one built HTML file: the links a reader can follow, the ids a
 * fragment can name, and, for a redirect page, where it sends the reader. Only start tags and
 * their attributes are read, so the tokenizer alone is enough (the minified HTML's omitted end
 * tags do not matter here).
 */
import {Parser} from 'htmlparser2';

export interface PageLinks {
  /** Each followable `href` (`<a>`, `<area>`) in document order, duplicates kept. */
  readonly hrefs: readonly string[];
  /** Every `id`, and the `name` of every `<a>` (an older way to name a fragment target). */
  readonly ids: ReadonlySet<string>;
  /** The target of a `<meta http-equiv="refresh">` page, as written; null for any other page. */
  readonly redirectTo: string | null;
}

/** Elements whose `href` is a link the reader follows (not `<link>`, `<base>`: resources). */
const LINK_ELEMENTS: ReadonlySet<string> = new Set(['a', 'area']);

/** `0; url=/target` (quotes optional), the content of a refresh that sends the reader on. */
const REFRESH_CONTENT = /^\s*\d+(?:\.\d*)?\s*[;,]\s*url\s*=\s*(['"]?)(.*?)\1\s*$/i;

/** The target of a meta refresh's `content`, or null when it only reloads the page. */
export function refreshTarget(content: string): string | null {
  const match = REFRESH_CONTENT.exec(content);
  return match?.[2] ? match[2] : null;
}

export function readPageLinks(html: string): PageLinks {
  const hrefs: string[] = [];
  const ids = new Set<string>();
  let redirectTo: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id !== undefined) {
          ids.add(attributes.id);
        }
        if (name === 'a' && attributes.name !== undefined) {
          ids.add(attributes.name);
        }
        if (LINK_ELEMENTS.has(name) && attributes.href !== undefined) {
          hrefs.push(attributes.href);
        }
        if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh' && attributes.content !== undefined) {
          redirectTo ??= refreshTarget(attributes.content);
        }
      },
    },
    {decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true},
  );
  parser.end(html);
  return {hrefs, ids, redirectTo};
}
