/**
 * The search index file's shape, shared by the plugin that writes it and (as a copy of the
 * contract, since plugins import nothing from src/) the site's reader in src/utils/search/.
 * Compact tuples rather than objects: the keys would be repeated on every one of ~4,000 records.
 */

/** Record kinds, in ranking order: a page above its sections above its props. */
export const RECORD_KIND = {page: 0, section: 1, prop: 2} as const;
export type RecordKind = (typeof RECORD_KIND)[keyof typeof RECORD_KIND];

/** `[path, title, product id]` */
export type PageTuple = readonly [string, string, string];

/**
 * `[page index, kind, anchor ('' for the page itself), heading ('' for the page itself), text]`.
 * In the names file the text is '' : it comes from the text file.
 */
export type RecordTuple = readonly [number, RecordKind, string, string, string];

/**
 * The index comes in two files. The names file (pages, headings, props: about a fifth of the
 * bytes) answers a first query on its own; the text file follows and refines the answers.
 */
export interface SearchIndexFile {
  readonly v: 1;
  readonly pages: readonly PageTuple[];
  readonly records: readonly RecordTuple[];
}

/** Each record's text, in the names file's record order. */
export interface SearchTextFile {
  readonly v: 1;
  readonly texts: readonly string[];
}

/** The small file at a fixed address that names the current (content-hashed) index file. */
export interface SearchManifest {
  readonly v: 1;
  /** Site-absolute address of the names file, e.g. `/assets/search/index.0123abcd45.json`. */
  readonly index: string;
  /** Site-absolute address of the text file, e.g. `/assets/search/text.0123abcd45.json`. */
  readonly text: string;
  readonly pages: number;
  readonly records: number;
  /** gzip bytes of the names file, for the benchmark and the docs. */
  readonly gzipBytes: number;
  /** gzip bytes of the text file. */
  readonly textGzipBytes: number;
}
