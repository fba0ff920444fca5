import {describe, expect, it} from 'vitest';
import {columnCount, itemRange, rowCount, sameRange, visibleRows} from '../windowing';

const base = {viewportHeight: 500, rowHeight: 100, rowCount: 100, overscan: 0};

describe('columnCount', () => {
  it('fits as many minimum-width cells as possible', () => {
    expect(columnCount(1000, 120)).toBe(8);
    expect(columnCount(960, 120)).toBe(8);
    expect(columnCount(959, 120)).toBe(7);
  });

  it('is at least one, also before the width is known', () => {
    expect(columnCount(50, 120)).toBe(1);
    expect(columnCount(0, 120)).toBe(1);
    expect(columnCount(Number.NaN, 120)).toBe(1);
  });
});

describe('rowCount', () => {
  it('rounds partial rows up', () => {
    expect(rowCount(2189, 8)).toBe(274);
    expect(rowCount(16, 8)).toBe(2);
    expect(rowCount(0, 8)).toBe(0);
  });
});

describe('visibleRows', () => {
  it('covers the rows that intersect the viewport at the top of the grid', () => {
    expect(visibleRows({...base, scrollOffset: 0})).toEqual({start: 0, end: 5});
  });

  it('includes partly visible rows at both edges', () => {
    expect(visibleRows({...base, scrollOffset: 250})).toEqual({start: 2, end: 8});
  });

  it('adds the overscan on both sides, clamped to the grid', () => {
    expect(visibleRows({...base, scrollOffset: 1000, overscan: 2})).toEqual({start: 8, end: 17});
    expect(visibleRows({...base, scrollOffset: 0, overscan: 2})).toEqual({start: 0, end: 7});
    expect(visibleRows({...base, scrollOffset: 9800, overscan: 2})).toEqual({start: 96, end: 100});
  });

  it('renders the first rows while the grid is still below the viewport top', () => {
    // The grid starts 300px down the viewport: 200px of it are visible.
    expect(visibleRows({...base, scrollOffset: -300})).toEqual({start: 0, end: 2});
  });

  it('is empty when the grid is out of reach of the viewport', () => {
    expect(visibleRows({...base, scrollOffset: -900, overscan: 2})).toEqual({start: 0, end: 0});
    expect(visibleRows({...base, scrollOffset: 20_000, overscan: 2})).toEqual({start: 100, end: 100});
  });

  it('is empty without rows or with a degenerate row height', () => {
    expect(visibleRows({...base, rowCount: 0, scrollOffset: 0})).toEqual({start: 0, end: 0});
    expect(visibleRows({...base, rowHeight: 0, scrollOffset: 0})).toEqual({start: 0, end: 0});
  });
});

describe('itemRange', () => {
  it('maps rows to item indexes and stops at the last item', () => {
    expect(itemRange({start: 2, end: 4}, 8, 2189)).toEqual({from: 16, to: 32});
    expect(itemRange({start: 272, end: 274}, 8, 2189)).toEqual({from: 2176, to: 2189});
  });
});

describe('sameRange', () => {
  it('compares both ends', () => {
    expect(sameRange({start: 1, end: 3}, {start: 1, end: 3})).toBe(true);
    expect(sameRange({start: 1, end: 3}, {start: 1, end: 4})).toBe(false);
  });
});
