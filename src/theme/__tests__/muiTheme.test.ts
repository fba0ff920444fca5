import {describe, expect, it} from 'vitest';
import {createDocsTheme} from '../muiTheme';

describe('createDocsTheme', () => {
  const theme = createDocsTheme();

  it.each([
    ['xs', 0],
    ['sm', 600],
    ['md', 900],
    ['lg', 1200],
    ['xl', 1536],
  ] as const)('breakpoint %s is %ipx', (key, value) => {
    expect(theme.breakpoints.values[key]).toBe(value);
  });

  it('uses the spec constants (§9)', () => {
    expect(theme.breakpoints.down('sm')).toBe('@media (max-width:599.95px)');
    expect(theme.spacing(1)).toBe('var(--muidocs-spacing, 8px)');
    expect(theme.spacing(2)).toBe('calc(2 * var(--muidocs-spacing, 8px))');
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.typography.htmlFontSize).toBe(16);
    expect([
      theme.typography.fontWeightLight,
      theme.typography.fontWeightRegular,
      theme.typography.fontWeightMedium,
      theme.typography.fontWeightBold,
    ]).toEqual([300, 400, 500, 700]);
    expect(theme.shadows).toHaveLength(25);
    expect(theme.components?.MuiPaper?.defaultProps?.elevation).toBe(1);
  });

  it('uses CSS variables with the docs prefix and both colour schemes', () => {
    expect(theme.cssVarPrefix).toBe('muidocs');
    expect(Object.keys(theme.colorSchemes)).toEqual(['light', 'dark']);
    expect(theme.vars?.palette.primary.main).toBe('var(--muidocs-palette-primary-main, #0072e5)');
  });

  it('defaults to dense sizing for buttons, inputs, lists, tables and toolbars', () => {
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
