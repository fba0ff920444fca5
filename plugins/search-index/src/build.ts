/** Assembles the index file from the pages' extracted records, and names it by its content. */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type {ExtractedPage} from './extract';
import type {PageTuple, RecordTuple, SearchIndexFile, SearchManifest} from './format';

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

export interface SerializedIndex {
  readonly json: string;
  readonly fileName: string;
  readonly manifest: SearchManifest;
}

export function serializeIndex(file: SearchIndexFile, assetsPath: string): SerializedIndex {
  const json = JSON.stringify(file);
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
  const fileName = `index.${hash}.json`;
  return {
    json,
    fileName,
    manifest: {
      v: 1,
      index: `${assetsPath}/${fileName}`,
      pages: file.pages.length,
      records: file.records.length,
      gzipBytes: zlib.gzipSync(json, {level: 9}).length,
    },
  };
}
