/**
 * The dialog's list: the answer flattened into product headings and selectable rows (a page, then
 * its matching sections and props), in ranked order. Arrow keys move over the rows only.
 */
import type {SearchAnswer} from './engine';
import type {RecordKindName} from './indexFile';

export interface ResultRow {
  readonly kind: RecordKindName;
  readonly url: string;
  readonly product: string;
  readonly pageTitle: string;
  /** The section heading or prop name; the page title for a page row. */
  readonly heading: string;
  readonly text: string;
  /** A section or prop shown under its page. */
  readonly nested: boolean;
  /**
   * A page row is an option when the page itself matched; otherwise it only names the page of
   * the sections or props under it, and the first of those is what Enter opens.
   */
  readonly selectable: boolean;
}

export interface ProductRows {
  readonly product: string;
  readonly rows: readonly ResultRow[];
}

export function resultRows(answer: SearchAnswer): ProductRows[] {
  return answer.products.map(({product, pages}) => ({
    product,
    rows: pages.flatMap((page) => [
      {kind: 'page' as const, url: page.path, product, pageTitle: page.title, heading: page.title, text: page.text, nested: false, selectable: page.pageMatched},
      ...page.hits.map((hit) => ({
        kind: hit.kind,
        url: hit.url,
        product,
        pageTitle: page.title,
        heading: hit.heading,
        text: hit.text,
        nested: true,
        selectable: true,
      })),
    ]),
  }));
}

/** The next selected row for an arrow key, wrapping around; -1 when there are no rows. */
export function moveSelection(current: number, count: number, step: 1 | -1): number {
  if (count === 0) {
    return -1;
  }
  if (current < 0) {
    return step === 1 ? 0 : count - 1;
  }
  return (current + step + count) % count;
}
