/**
 * Row math of the icon grid's windowing: which rows of a long, fixed-row-height grid are in or
 * near the viewport. Plain functions of numbers, so they are tested without a browser; the hook in
 * useWindowedRows.ts feeds them the measurements.
 */

/** Rows to render: `start` inclusive, `end` exclusive. */
export interface RowRange {
  readonly start: number;
  readonly end: number;
}

export interface RowWindowInput {
  /** How far the viewport's top edge is below the grid's top edge, in pixels (negative: the grid starts lower). */
  readonly scrollOffset: number;
  /** Height of the viewport in pixels. */
  readonly viewportHeight: number;
  /** Height of one row in pixels; must be positive. */
  readonly rowHeight: number;
  readonly rowCount: number;
  /** Extra rows rendered above and below the visible ones, so fast scrolling shows no gaps. */
  readonly overscan: number;
}

/** How many cells of at least `minCellWidth` fit in `width`; at least one. */
export function columnCount(width: number, minCellWidth: number): number {
  if (!(width > 0) || !(minCellWidth > 0)) {
    return 1;
  }
  return Math.max(1, Math.floor(width / minCellWidth));
}

/** Number of rows that `itemCount` items fill with `columns` per row. */
export function rowCount(itemCount: number, columns: number): number {
  return itemCount <= 0 ? 0 : Math.ceil(itemCount / Math.max(1, columns));
}

/**
 * The rows that intersect the viewport, widened by `overscan` on each side and clamped to the
 * grid. An empty range (`start === end`) when the grid is entirely above or below the viewport
 * and further than the overscan from it.
 */
export function visibleRows({scrollOffset, viewportHeight, rowHeight, rowCount: count, overscan}: RowWindowInput): RowRange {
  if (count <= 0 || !(rowHeight > 0)) {
    return {start: 0, end: 0};
  }
  const first = Math.floor(scrollOffset / rowHeight) - overscan;
  const last = Math.ceil((scrollOffset + Math.max(0, viewportHeight)) / rowHeight) + overscan;
  const start = Math.min(count, Math.max(0, first));
  const end = Math.min(count, Math.max(start, last));
  return {start, end};
}

/** Indexes of the items in rows `range`, with `columns` items per row and `itemCount` items in all. */
export function itemRange(range: RowRange, columns: number, itemCount: number): {readonly from: number; readonly to: number} {
  const perRow = Math.max(1, columns);
  return {from: Math.min(itemCount, range.start * perRow), to: Math.min(itemCount, range.end * perRow)};
}

/** Whether two ranges are the same: the hook keeps its state when nothing changed. */
export function sameRange(a: RowRange, b: RowRange): boolean {
  return a.start === b.start && a.end === b.end;
}
