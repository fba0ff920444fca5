/**
 * The search index file as the browser reads it. The writer is plugins/search-index (format.ts);
 * plugins import nothing from src/ and src/ nothing from plugins/, so the contract is restated
 * here and checked on arrival: a file from another deploy or a broken one is refused, not half-read.
 */
export type RecordKindName = 'page' | 'section' | 'prop';
const KIND_NAMES: readonly RecordKindName[] = ['page', 'section', 'prop'];

export interface SearchManifest {
  /** The names file: pages, headings and props, enough to answer a first query. */
  readonly index: string;
  /** The text file: each record's text, in the names file's order. */
  readonly text: string;
  readonly pages: number;
  readonly records: number;
  readonly gzipBytes: number;
}

/** One searchable record with its page's fields spread in (MiniSearch documents are flat). */
export interface SearchDocument {
  readonly id: number;
  readonly kind: RecordKindName;
  readonly path: string;
  readonly anchor: string;
  readonly title: string;
  readonly product: string;
  /** The section heading or prop name; '' for the page itself. */
  readonly heading: string;
  readonly text: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function parseManifest(value: unknown): SearchManifest | null {
  if (!isObject(value) || value.v !== 1 || typeof value.index !== 'string' || typeof value.text !== 'string') {
    return null;
  }
  const number = (key: string): number => (typeof value[key] === 'number' ? value[key] : 0);
  return {index: value.index, text: value.text, pages: number('pages'), records: number('records'), gzipBytes: number('gzipBytes')};
}

function isPageTuple(value: unknown): value is readonly [string, string, string] {
  return Array.isArray(value) && value.length === 3 && value.every((item) => typeof item === 'string');
}

/** The records as documents, or null when the file is not a version-1 index. */
export function parseIndexFile(value: unknown): SearchDocument[] | null {
  if (!isObject(value) || value.v !== 1 || !Array.isArray(value.pages) || !Array.isArray(value.records)) {
    return null;
  }
  const pages: unknown[] = value.pages;
  if (!pages.every(isPageTuple)) {
    return null;
  }
  const documents: SearchDocument[] = [];
  for (const record of value.records as unknown[]) {
    if (!Array.isArray(record) || record.length !== 5) {
      return null;
    }
    const [pageIndex, kind, anchor, heading, text] = record as unknown[];
    const page = typeof pageIndex === 'number' ? pages[pageIndex] : undefined;
    const kindName = typeof kind === 'number' ? KIND_NAMES[kind] : undefined;
    if (!page || !kindName || typeof anchor !== 'string' || typeof heading !== 'string' || typeof text !== 'string') {
      return null;
    }
    const [path, title, product] = page;
    documents.push({id: documents.length, kind: kindName, path, anchor, title, product, heading, text});
  }
  return documents;
}

/**
 * The records' texts, or null when the file is not a version-1 text file with one text per
 * record (a text file of another deploy would put texts on the wrong records).
 */
export function parseTextFile(value: unknown, records: number): string[] | null {
  if (!isObject(value) || value.v !== 1 || !Array.isArray(value.texts)) {
    return null;
  }
  const texts: unknown[] = value.texts;
  if (texts.length !== records || !texts.every((text) => typeof text === 'string')) {
    return null;
  }
  return texts;
}

/** Where a record leads: the page, or its section or prop row. */
export function documentUrl(document: Pick<SearchDocument, 'path' | 'anchor'>): string {
  return document.anchor ? `${document.path}#${document.anchor}` : document.path;
}
