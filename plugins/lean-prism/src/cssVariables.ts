/**
 * Code colours that follow the colour mode from the first paint.
 *
 * A Prism theme styles tokens inline, so a page rendered at build time carries one mode's colours
 * (the light theme's) until the browser renders every code block again in the reader's mode: a
 * dark-mode reader sees light code blocks first, and every block is highlighted twice. Here the
 * light and dark themes become one theme whose values are CSS custom properties, and each mode
 * sets the properties under its `data-theme` (which the colour-mode script sets before the first
 * paint). The markup is then the same in both modes, and only the stylesheet differs.
 *
 * How a token's style is computed stays the library's: the styles of its types merged in the
 * order of its types, the last one setting a property winning. A type may set a property in one
 * theme and not in the other, so in the variables theme a later type's value falls back to the
 * earlier ones' (`var(--b, var(--a))`, merged by the highlighter); a property no type sets in the
 * active theme is left to the line, as it is without a style. Pure.
 */
import type {PrismTheme} from 'prism-react-renderer';

type StyleValue = string | number;
type Style = Readonly<Record<string, StyleValue | undefined>>;

/** The data-theme value each theme is for: the colour-mode script sets it on <html>. */
export interface CodeThemes {
  readonly light: PrismTheme;
  readonly dark: PrismTheme;
}

/** `fontStyle` → `font-style`. */
function kebab(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Property names are CSS identifiers; token types may hold characters that are not. */
function identifier(text: string): string {
  return text.replace(/[^\w-]/g, '_');
}

/** The custom property of a token type's style property. */
export function tokenVariable(type: string, property: string): string {
  return `--code-token-${identifier(type)}-${kebab(property)}`;
}

/** The custom property of the block's plain style (text colour, background). */
export function plainVariable(property: string): string {
  return `--code-plain-${kebab(property)}`;
}

function defined(style: Style): [string, StyleValue][] {
  return Object.entries(style).filter((entry): entry is [string, StyleValue] => entry[1] !== undefined);
}

/**
 * A theme's style by token type, its entries merged in order as the highlighter merges them.
 * An entry limited to some languages cannot be a page-wide variable, so it is refused.
 */
function stylesByType(theme: PrismTheme, name: string): Map<string, Record<string, StyleValue>> {
  const byType = new Map<string, Record<string, StyleValue>>();
  for (const entry of theme.styles) {
    if (entry.languages !== undefined) {
      throw new Error(`Code theme "${name}": the entry for ${entry.types.join(', ')} is limited to languages (${entry.languages.join(', ')}), which CSS variables for the whole page cannot express. Remove \`languages\` from it.`);
    }
    for (const type of entry.types) {
      byType.set(type, {...byType.get(type), ...Object.fromEntries(defined(entry.style as Style))});
    }
  }
  return byType;
}

/**
 * One theme for both modes: each property a type sets in either theme is its custom property, and
 * so is each plain property. Give it as both `theme` and `darkTheme`.
 */
export function variablesTheme(themes: CodeThemes): PrismTheme {
  const properties = new Map<string, Set<string>>();
  const plain = new Set<string>();
  for (const [name, theme] of Object.entries(themes) as [string, PrismTheme][]) {
    for (const [type, style] of stylesByType(theme, name)) {
      const set = properties.get(type) ?? new Set<string>();
      Object.keys(style).forEach((property) => set.add(property));
      properties.set(type, set);
    }
    defined(theme.plain).forEach(([property]) => plain.add(property));
  }
  const variable = (name: string) => `var(${name})`;
  return {
    plain: Object.fromEntries([...plain].map((property) => [property, variable(plainVariable(property))])),
    styles: [...properties].map(([type, set]) => ({
      types: [type],
      style: Object.fromEntries([...set].map((property) => [property, variable(tokenVariable(type, property))])),
    })),
  };
}

/** A theme's custom properties, as declarations (`--name:value`), in a stable order. */
export function themeDeclarations(theme: PrismTheme, name: string): string[] {
  const declarations = defined(theme.plain as Style).map(([property, value]) => `${plainVariable(property)}:${value}`);
  for (const [type, style] of stylesByType(theme, name)) {
    for (const [property, value] of Object.entries(style)) {
      declarations.push(`${tokenVariable(type, property)}:${value}`);
    }
  }
  return declarations;
}

/** The stylesheet that gives the variables theme each mode's colours. */
export function codeThemeCss(themes: CodeThemes): string {
  return (Object.entries(themes) as [string, PrismTheme][])
    .map(([mode, theme]) => `[data-theme='${mode}']{${themeDeclarations(theme, mode).join(';')}}`)
    .join('');
}
