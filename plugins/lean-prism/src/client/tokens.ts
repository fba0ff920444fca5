/**
 * What prism-react-renderer's `Highlight` hands its render function, computed from a Prism
 * instance passed in: the code split into lines of typed tokens, the theme as styles by token
 * type, and the props of a line and a token. Pure, so the tests compare every result with the
 * library's own on the docs' code blocks.
 */
import type {CSSProperties} from 'react';
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  PrismLib,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

type PrismToken = ReturnType<PrismLib['tokenize']>[number];

/** A theme's styles by token type, plus `root` (the block) and `plain` (a line). */
export type ThemeStyles = Readonly<Record<string, CSSProperties | undefined>>;

const LINE_BREAK = /\r\n|\r|\n/;

/** The token a blank line holds, so that the line keeps its height. */
function markBlank(line: Token[]): void {
  const [only] = line;
  if (only === undefined) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && only.content === '') {
    only.content = '\n';
    only.empty = true;
  }
}

/** A token's types are its ancestors' types then its own, a type not repeated twice running. */
function withType(types: readonly string[], added: string | string[]): string[] {
  return types.at(-1) === added ? [...types] : types.concat(added);
}

/**
 * Prism's token tree as lines of flat tokens. Text outside any token is `plain`; text inside a
 * token has the types of every token around it; a token spanning line breaks is cut at each.
 */
export function tokenLines(tokens: readonly (PrismToken | string)[]): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const addText = (types: string[], text: string): void => {
    text.split(LINE_BREAK).forEach((part, index) => {
      if (index > 0) {
        markBlank(line);
        line = [];
        lines.push(line);
      }
      line.push({types, content: part});
    });
  };
  const walk = (stream: readonly (PrismToken | string)[], outer: readonly string[] | null): void => {
    for (const token of stream) {
      if (typeof token === 'string') {
        addText(outer === null ? ['plain'] : [...outer], token);
        continue;
      }
      let types = withType(outer ?? [], token.type);
      // Prism leaves a token's alias out, or sets it to null, when it has none.
      if (token.alias) {
        types = withType(types, token.alias);
      }
      const {content} = token;
      if (typeof content === 'string') {
        addText(types, content);
      } else {
        walk(Array.isArray(content) ? content : [content], types);
      }
    }
  };
  walk(tokens, null);
  markBlank(line);
  return lines;
}

/** The lines of `code` in `language`; a language Prism does not know gives plain text. */
export function highlightLines(prism: PrismLib, code: string, language: string): Token[][] {
  const grammar = prism.languages[language];
  if (grammar === undefined) {
    return tokenLines([code]);
  }
  // The environment Prism's tokenize hooks see, as in Prism's own `highlight`.
  const env = {code, grammar, language, tokens: [] as (PrismToken | string)[]};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return tokenLines(env.tokens);
}

/** The theme's styles by token type, for one language (an entry may name the languages it is for). */
export function themeStyles(theme: PrismTheme, language: string): ThemeStyles {
  const styles: Record<string, CSSProperties | undefined> = {};
  for (const entry of theme.styles) {
    if (entry.languages !== undefined && !entry.languages.includes(language)) {
      continue;
    }
    for (const type of entry.types) {
      styles[type] = {...styles[type], ...entry.style};
    }
  }
  styles.root = theme.plain;
  // A line takes the colours of the block without painting its own background.
  styles.plain = {...theme.plain, backgroundColor: undefined};
  return styles;
}

export function lineProps(styles: ThemeStyles, {className, style, line: _line, ...rest}: LineInputProps): LineOutputProps {
  return {...rest, className: clsx('token-line', className), style: style === undefined ? styles.plain : {...styles.plain, ...style}};
}

/** A style value that is one CSS variable and nothing else: `var(--name)`. */
const LONE_VARIABLE = /^var\((--[\w-]+)\)$/;

/**
 * `added` over `style`, the later value winning as in `Object.assign`, except that a value that
 * is a lone CSS variable falls back to the earlier one (`var(--b)` over `#c00` is
 * `var(--b, #c00)`): a theme whose values are variables may leave one unset, and the earlier
 * type's value then shows, as it would have had the theme not set the property at all. Themes of
 * plain colours never meet the exception.
 */
function mergeStyle(style: CSSProperties, added: CSSProperties | undefined): void {
  const target = style as Record<string, string | number | undefined>;
  for (const [property, value] of Object.entries(added ?? {}) as [string, string | number | undefined][]) {
    const variable = typeof value === 'string' ? LONE_VARIABLE.exec(value) : null;
    const earlier = target[property];
    target[property] = variable !== null && earlier !== undefined ? `var(${variable[1]}, ${earlier})` : value;
  }
}

function tokenStyle(styles: ThemeStyles, {types, empty}: Token): CSSProperties | undefined {
  // A blank line's token keeps the line's height as an inline block.
  const blank: CSSProperties = empty === undefined ? {} : {display: 'inline-block'};
  if (types.length === 1 && types[0] === 'plain') {
    return empty === undefined ? undefined : blank;
  }
  if (types.length === 1 && empty !== undefined) {
    return styles[types[0] ?? ''];
  }
  for (const type of types) {
    mergeStyle(blank, styles[type]);
  }
  return blank;
}

export function tokenProps(styles: ThemeStyles, {token, className, style, ...rest}: TokenInputProps): TokenOutputProps {
  const own = tokenStyle(styles, token);
  return {
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    style: style === undefined ? own : {...own, ...style},
  };
}
