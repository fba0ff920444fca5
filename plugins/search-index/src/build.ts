/** Assembles the index file from the pages' extracted records, and names it by its content. */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type {ExtractedPage} from './extract';
import type {PageTuple, RecordTuple, SearchIndexFile, SearchManifest, SearchTextFile} from './format';

export interface PageInput {
  readonly path: string;
  readonly product: string;
  readonly page: ExtractedPage;
}

export function buildIndexFile(pages: readonly PageInput[]): SearchIndexFile {
  const pageTuples: PageTuple[] = [];
  const records: RecordTuple[] = [];
  // Sorted, so the same site always gives the same bytes and the same hash.
  const sorted = [...pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  sorted.forEach(({path, product, page}, index) => {
    pageTuples.push([path, page.title, product]);
    for (const record of page.records) {
      records.push([index, record.kind, record.anchor, record.heading, record.text]);
    }
  });
  return {v: 1, pages: pageTuples, records};
}

export interface SerializedFile {
  readonly json: string;
  readonly fileName: string;
}

export interface SerializedIndex {
  /** The names file: records without their text. */
  readonly names: SerializedFile;
  readonly text: SerializedFile;
  readonly manifest: SearchManifest;
}

/** Named by a hash of its content, so a cached copy is always the right one. */
function named(prefix: string, value: unknown): SerializedFile {
  const json = JSON.stringify(value);
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
  return {json, fileName: `${prefix}.${hash}.json`};
}

const gzipBytes = (json: string) => zlib.gzipSync(json, {level: 9}).length;

/** Splits the index into its names file and its text file, with the manifest naming both. */
export function serializeIndex(file: SearchIndexFile, assetsPath: string): SerializedIndex {
  const names = named('index', {...file, records: file.records.map(([page, kind, anchor, heading]) => [page, kind, anchor, heading, ''])});
  const text = named('text', {v: 1, texts: file.records.map((record) => record[4])} satisfies SearchTextFile);
  return {
    names,
    text,
    manifest: {
      v: 1,
      index: `${assetsPath}/${names.fileName}`,
      text: `${assetsPath}/${text.fileName}`,
      pages: file.pages.length,
      records: file.records.length,
      gzipBytes: gzipBytes(names.json),
      textGzipBytes: gzipBytes(text.json),
    },
  };
}
