/**
 * Pure parts of the fonts plugin: the `@font-face` rules of a @fontsource package's stylesheets,
 * rewritten to the site's own font URLs and to WOFF2 only (every browser the site supports reads
 * it; the package's WOFF fallbacks would only be dead weight), each claiming only the characters
 * its file has a glyph for.
 *
 * The package's `unicode-range`s are wider than its files: the Symbols and Math subsets of Roboto
 * both claim the arrows U+2190-2199 and neither has them. A browser downloads every face that
 * claims a character on the page, in turn, until one has its glyph, and lays out the text again
 * after each download: one bold "←" (Docusaurus' "← Back to main menu" in the phone menu) cost two
 * useless downloads and two layouts of the whole page, about 135 ms each on a slow phone, before
 * the arrow was drawn in the fallback font anyway. Narrowed, no face claims it: no download.
 */

export interface FontFaces {
  /** The rules, minified, each pointing at `<urlBase>/<file>`. */
  readonly css: string;
  /** The WOFF2 files the rules use, by file name. */
  readonly files: readonly string[];
}

/** The code points a font file has glyphs for, by file name. */
export type Coverage = (file: string) => ReadonlySet<number>;

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
const WOFF2_URL = /url\(\.\/files\/([\w.-]+\.woff2)\)\s*format\(['"]woff2['"]\)/;
const UNICODE_RANGE = 'unicode-range:';
const RANGE_ITEM = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i;

/** A `unicode-range` value as inclusive code point ranges. Throws on what it cannot read (wildcards). */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((item) => {
    const match = RANGE_ITEM.exec(item.trim());
    if (!match?.[1]) {
      throw new Error(`unreadable unicode-range item ${JSON.stringify(item.trim())}`);
    }
    const start = Number.parseInt(match[1], 16);
    const end = match[2] ? Number.parseInt(match[2], 16) : start;
    if (end < start) {
      throw new Error(`unicode-range item ${JSON.stringify(item.trim())} ends before it starts`);
    }
    return [start, end];
  });
}

const hex = (codePoint: number): string => codePoint.toString(16).toUpperCase();

/** Code points as a `unicode-range` value, consecutive ones merged (`U+20-7E,U+A0`); '' for none. */
export function formatUnicodeRange(codePoints: Iterable<number>): string {
  const runs: [number, number][] = [];
  for (const codePoint of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && codePoint === last[1] + 1) {
      last[1] = codePoint;
    } else {
      runs.push([codePoint, codePoint]);
    }
  }
  return runs.map(([start, end]) => (end === start ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)).join(',');
}

/** The part of a declared `unicode-range` that the file covers; '' when it covers none of it. */
export function narrowUnicodeRange(declared: string, covered: ReadonlySet<number>): string {
  const ranges = parseUnicodeRange(declared);
  return formatUnicodeRange([...covered].filter((codePoint) => ranges.some(([start, end]) => codePoint >= start && codePoint <= end)));
}

/**
 * Turns one package stylesheet (`400.css`) into rules served from `urlBase`, each narrowed to
 * what its file covers; a rule whose file covers none of its range is left out with its file.
 * Throws on a rule without WOFF2.
 */
export function rewriteFontFaces(stylesheet: string, urlBase: string, source: string, coverage: Coverage): FontFaces {
  const rules: string[] = [];
  const files: string[] = [];
  for (const [, body = ''] of stylesheet.matchAll(FONT_FACE)) {
    const woff2 = WOFF2_URL.exec(body);
    if (!woff2?.[1]) {
      throw new Error(`fonts plugin: ${source} has an @font-face rule without a WOFF2 file: ${body.trim().slice(0, 80)}`);
    }
    const file = woff2[1];
    const declarations = body
      .split(';')
      .map((declaration) => declaration.trim().replace(/:\s+/, ':'))
      .filter((declaration) => declaration !== '')
      .map((declaration) => (declaration.startsWith('src:') ? `src:url(${urlBase}/${file}) format('woff2')` : declaration));
    const declared = declarations.find((declaration) => declaration.startsWith(UNICODE_RANGE));
    if (declared !== undefined) {
      let range: string;
      try {
        range = narrowUnicodeRange(declared.slice(UNICODE_RANGE.length), coverage(file));
      } catch (error) {
        throw new Error(`fonts plugin: ${source}, ${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (range === '') {
        continue;
      }
      declarations[declarations.indexOf(declared)] = `${UNICODE_RANGE}${range}`;
    }
    files.push(file);
    rules.push(`@font-face{${declarations.join(';')}}`);
  }
  if (rules.length === 0) {
    throw new Error(`fonts plugin: ${source} has no @font-face rule.`);
  }
  return {css: rules.join(''), files};
}

export function preloadTag(href: string): string {
  return `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;
}
