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

/** `[page index, kind, anchor ('' for the page itself), heading ('' for the page itself), text]` */
export type RecordTuple = readonly [number, RecordKind, string, string, string];

export interface SearchIndexFile {
  readonly v: 1;
  readonly pages: readonly PageTuple[];
  readonly records: readonly RecordTuple[];
}

/** The small file at a fixed address that names the current (content-hashed) index file. */
export interface SearchManifest {
  readonly v: 1;
  /** Site-absolute address of the index file, e.g. `/assets/search/index.0123abcd45.json`. */
  readonly index: string;
  readonly pages: number;
  readonly records: number;
  /** gzip bytes of the index file, for the benchmark and the docs. */
  readonly gzipBytes: number;
}
