import {themes, type PrismTheme, type Token} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {lineProps, themeStyles, tokenProps} from '../client/tokens';
import {codeThemeCss, plainVariable, themeDeclarations, tokenVariable, variablesTheme, type CodeThemes} from '../cssVariables';

// The site's two themes are these with colours made more readable; the properties each type sets
// differ between them as they differ here (GitHub's comments are italic, Dracula's keywords).
const SITE_THEMES = {light: themes.github, dark: themes.dracula} satisfies CodeThemes;

/** The custom properties one mode sets, as the browser would read them from the stylesheet. */
function declared(theme: PrismTheme, name: string): Map<string, string> {
  return new Map(themeDeclarations(theme, name).map((declaration) => declaration.split(/:(.*)/s).slice(0, 2) as [string, string]));
}

/**
 * A style value as the browser computes it: `var(--a, fallback)` is --a's value when it is set,
 * the fallback otherwise; a value left without one (no variable set) is `undefined`, as if the
 * property were not in the style (the token then shows the line's value, as without the property).
 */
function resolve(value: string | number | undefined, variables: ReadonlyMap<string, string>): string | number | undefined {
  if (typeof value !== 'string' || !value.startsWith('var(')) {
    return value;
  }
  const inner = value.slice(4, -1);
  const comma = inner.indexOf(',');
  const name = comma === -1 ? inner : inner.slice(0, comma);
  const set = variables.get(name.trim());
  if (set !== undefined) {
    return set;
  }
  return comma === -1 ? undefined : resolve(inner.slice(comma + 1).trim(), variables);
}

/** A style as the browser reads it: values are text (`0.7`), unset properties are absent. */
function asCss(style: object | undefined, variables: ReadonlyMap<string, string> = new Map()): Record<string, string> {
  const entries: [string, string][] = [];
  for (const [property, value] of Object.entries(style ?? {}) as [string, string | number | undefined][]) {
    const computed = resolve(value, variables);
    if (computed !== undefined) {
      entries.push([property, String(computed)]);
    }
  }
  return Object.fromEntries(entries);
}

describe('variablesTheme', () => {
  const variables = variablesTheme(SITE_THEMES);
  const allTypes = [...new Set(Object.values(SITE_THEMES).flatMap((theme) => theme.styles.flatMap((entry) => entry.types)))];
  // Every sequence of one to three of the themes' types, and types neither theme styles.
  const typeLists = [
    ...allTypes.map((a) => [a]),
    ...allTypes.flatMap((a) => allTypes.map((b) => [a, b])),
    ...allTypes.flatMap((a) => allTypes.flatMap((b) => ['comment', 'keyword', 'punctuation', 'unstyled'].map((c) => [a, b, c]))),
    ['unstyled'],
    ['plain'],
  ];

  it.each(Object.entries(SITE_THEMES))('gives every token the %s theme’s own style once the variables are set', (mode, theme) => {
    const set = declared(theme, mode);
    const own = themeStyles(theme, 'tsx');
    const viaVariables = themeStyles(variables, 'tsx');
    for (const types of typeLists) {
      const token: Token = {types, content: 'x'};
      expect({types, style: asCss(tokenProps(viaVariables, {token}).style, set)}).toEqual({types, style: asCss(tokenProps(own, {token}).style)});
    }
    // A blank line's token, a line and the block.
    const blank: Token = {types: ['plain'], content: '\n', empty: true};
    expect(asCss(tokenProps(viaVariables, {token: blank}).style, set)).toEqual(asCss(tokenProps(own, {token: blank}).style));
    expect(asCss(lineProps(viaVariables, {line: []}).style, set)).toEqual(asCss(lineProps(own, {line: []}).style));
    expect(asCss(viaVariables.root, set)).toEqual(asCss(own.root));
  });

  it('writes the same markup in both modes: only the stylesheet differs', () => {
    expect(JSON.stringify(variables)).not.toMatch(/#|rgb|italic|0\.7/);
    expect(variables.plain).toEqual({color: `var(${plainVariable('color')})`, backgroundColor: `var(${plainVariable('backgroundColor')})`});
  });

  it('refuses an entry limited to some languages, naming the theme and the entry', () => {
    const limited: PrismTheme = {plain: {}, styles: [{types: ['tag'], languages: ['markup'], style: {color: 'red'}}]};
    expect(() => variablesTheme({light: limited, dark: SITE_THEMES.dark})).toThrow('Code theme "light": the entry for tag is limited to languages (markup)');
  });
});

describe('custom property names', () => {
  it.each([
    ['keyword', 'color', '--code-token-keyword-color'],
    ['attr-value', 'fontStyle', '--code-token-attr-value-font-style'],
    ['a.b c', 'color', '--code-token-a_b_c-color'],
  ])('%s %s is %s', (type, property, name) => {
    expect(tokenVariable(type, property)).toBe(name);
  });
});

describe('codeThemeCss', () => {
  it('sets each mode’s properties under its data-theme', () => {
    const light: PrismTheme = {plain: {color: '#111', backgroundColor: '#fff'}, styles: [{types: ['keyword', 'tag'], style: {color: '#00f'}}, {types: ['keyword'], style: {fontStyle: 'italic'}}]};
    const dark: PrismTheme = {plain: {color: '#eee', backgroundColor: '#000'}, styles: [{types: ['comment'], style: {color: '#999'}}]};
    expect(codeThemeCss({light, dark})).toBe(
      "[data-theme='light']{--code-plain-color:#111;--code-plain-background-color:#fff;--code-token-keyword-color:#00f;--code-token-keyword-font-style:italic;--code-token-tag-color:#00f}" +
        "[data-theme='dark']{--code-plain-color:#eee;--code-plain-background-color:#000;--code-token-comment-color:#999}",
    );
  });
});
