/**
 * Windowing of the icon grid: measures the grid's width (columns) and its position in the
 * viewport (which rows to render) and hands the numbers to the pure row math in windowing.ts.
 *
 * The page itself scrolls, not the grid, so the visible rows follow from the grid's top edge
 * relative to the viewport. Scroll and resize events are folded into one update per frame.
 * Before the first measurement (and on the server) no row is rendered.
 */
import {useEffect, useState, type RefObject} from 'react';
import {columnCount, rowCount, sameRange, visibleRows, type RowRange} from './windowing';

export interface GridWindowOptions {
  readonly itemCount: number;
  readonly minCellWidth: number;
  readonly rowHeight: number;
  readonly overscan: number;
}

export interface GridWindow {
  readonly columns: number;
  readonly rows: number;
  readonly range: RowRange;
}

const EMPTY: RowRange = {start: 0, end: 0};

export function useGridWindow(ref: RefObject<HTMLElement | null>, {itemCount, minCellWidth, rowHeight, overscan}: GridWindowOptions): GridWindow {
  const [width, setWidth] = useState(0);
  const [range, setRange] = useState<RowRange>(EMPTY);
  const columns = columnCount(width, minCellWidth);
  const rows = rowCount(itemCount, columns);

  useEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    let frame = 0;
    const measure = (): void => {
      frame = 0;
      const rect = element.getBoundingClientRect();
      setWidth(rect.width);
      const next = visibleRows({scrollOffset: -rect.top, viewportHeight: window.innerHeight, rowHeight, rowCount: rows, overscan});
      setRange((previous) => (sameRange(previous, next) ? previous : next));
    };
    const schedule = (): void => {
      if (frame === 0) {
        frame = window.requestAnimationFrame(measure);
      }
    };
    // The grid moves without a scroll when content above it changes height; its own size too.
    const observer = new ResizeObserver(schedule);
    observer.observe(element);
    if (element.parentElement) {
      observer.observe(element.parentElement);
    }
    window.addEventListener('scroll', schedule, {passive: true});
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      window.cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref, rows, rowHeight, overscan]);

  return {columns, rows, range};
}
