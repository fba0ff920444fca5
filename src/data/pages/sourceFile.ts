/**
 * The file a page-data entry is written in, when that is not its product's main file: a
 * product's tree can import whole sections from smaller files (`src/data/pages/x/charts.ts`).
 * Build errors name this file, so a writer is sent to the file that holds the broken entry.
 */
import type {MuiPage} from './types';

const FILES = new WeakMap<MuiPage, string>();

function record(file: string, page: MuiPage): void {
  FILES.set(page, file);
  for (const child of page.children ?? []) {
    record(file, child);
  }
}

/** Marks every entry of `pages` (children included) as written in `file`; returns `pages`. */
export function writtenIn<T extends MuiPage | readonly MuiPage[]>(file: string, pages: T): T {
  for (const page of Array.isArray(pages) ? (pages as readonly MuiPage[]) : [pages as MuiPage]) {
    record(file, page);
  }
  return pages;
}

/** The file recorded for an entry by `writtenIn`, if any. */
export function fileOf(page: MuiPage): string | undefined {
  return FILES.get(page);
}
