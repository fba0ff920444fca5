import {describe, expect, it} from 'vitest';
import {createDocsTheme} from '../docsTheme';

describe('createDocsTheme', () => {
  const theme = createDocsTheme();

  it.each([
    ['down', 'sm', '@media (max-width:599.95px)'],
    ['up', 'md', '@media (min-width:900px)'],
    ['down', 'xl', '@media (max-width:1535.95px)'],
  ] as const)('breakpoints.%s(%s) gives %s', (direction, key, query) => {
    expect(theme.breakpoints[direction](key)).toBe(query);
  });

  it('spaces in multiples of a CSS variable that falls back to 8px', () => {
    expect(theme.spacing(1)).toBe('var(--muidocs-spacing, 8px)');
    expect(theme.spacing(2)).toBe('calc(2 * var(--muidocs-spacing, 8px))');
  });

  it('converts px to rem against a 16px html font size with a 14px body', () => {
    expect(theme.typography.pxToRem(14)).toBe('0.875rem');
    expect(theme.typography.body1.fontSize).toBe('1rem');
  });

  it('reads colours from CSS variables, so one stylesheet serves both schemes', () => {
    expect(theme.vars?.palette.primary.main).toBe('var(--muidocs-palette-primary-main, #0072e5)');
    expect(theme.colorSchemes.dark?.palette.background.default).toBe('#0b0d0e');
  });

  it('renders Paper at elevation 1 unless told otherwise', () => {
    expect(theme.components?.MuiPaper?.defaultProps?.elevation).toBe(1);
  });

  it('sizes buttons, inputs, lists, tables and toolbars densely by default', () => {
    const c = theme.components;
    expect(c?.MuiButton?.defaultProps?.size).toBe('small');
    expect(c?.MuiInputBase?.defaultProps?.margin).toBe('dense');
    expect(c?.MuiListItem?.defaultProps?.dense).toBe(true);
    expect(c?.MuiTable?.defaultProps?.size).toBe('small');
    expect(c?.MuiToolbar?.defaultProps?.variant).toBe('dense');
  });

  it('can turn density off for demos', () => {
    expect(createDocsTheme({dense: false}).components?.MuiButton).toBeUndefined();
  });

  it('follows the direction', () => {
    expect(createDocsTheme({direction: 'rtl'}).direction).toBe('rtl');
  });
});
