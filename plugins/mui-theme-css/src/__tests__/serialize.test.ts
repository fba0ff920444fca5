import {createTheme} from '@mui/material/styles';
import {describe, expect, it} from 'vitest';
import {serializeStyleSheets, type StyleObject} from '../serialize';

/** A small theme shaped like the site's: prefixed CSS variables, schemes selected by an attribute. */
function cssVarsTheme() {
  return createTheme({
    cssVariables: {cssVarPrefix: 'test', colorSchemeSelector: 'data-test-color-scheme'},
    colorSchemes: {light: {palette: {primary: {main: '#0072e5'}}}, dark: true},
    spacing: 8,
  });
}

describe('serializeStyleSheets', () => {
  it.each<[string, StyleObject[], string]>([
    ['custom properties keep their case', [{':root': {'--x-fontSize': '14px'}}], ':root {\n  --x-fontSize: 14px;\n}\n'],
    ['camelCase properties become kebab-case', [{'[data-s="dark"]': {colorScheme: 'dark'}}], '[data-s="dark"] {\n  color-scheme: dark;\n}\n'],
    ['numbers are written as is', [{':root': {'--o': 0.5}}], ':root {\n  --o: 0.5;\n}\n'],
    [
      'nested objects become nested blocks',
      [{'@media print': {':root': {'--a': 'b'}}}],
      '@media print {\n  :root {\n    --a: b;\n  }\n}\n',
    ],
    ['order of sheets is kept', [{a: {'--1': 1}}, {b: {'--2': 2}}], 'a {\n  --1: 1;\n}\nb {\n  --2: 2;\n}\n'],
  ])('%s', (_name, input, expected) => {
    expect(serializeStyleSheets(input)).toBe(expected);
  });

  it('rejects a selector without declarations', () => {
    expect(() => serializeStyleSheets([{a: 'b'}])).toThrow('Expected declarations for selector "a"');
  });

  it('writes both colour schemes of a CSS-variables theme, dark after light', () => {
    const css = serializeStyleSheets(cssVarsTheme().generateStyleSheets() as StyleObject[]);
    const light = css.indexOf(':root, [data-test-color-scheme="light"] {');
    const dark = css.indexOf('[data-test-color-scheme="dark"] {');
    expect(light).toBeGreaterThan(-1);
    expect(dark).toBeGreaterThan(light);
    expect(css).toContain('--test-palette-primary-main: #0072e5;');
    expect(css).toContain('--test-spacing: 8px;');
  });
});
