/**
 * Pure parts of the fonts plugin: the `@font-face` rules of a @fontsource package's stylesheets,
 * rewritten to the site's own font URLs and to WOFF2 only (every browser the site supports reads
 * it; the package's WOFF fallbacks would only be dead weight).
 */

export interface FontFaces {
  /** The rules, minified, each pointing at `<urlBase>/<file>`. */
  readonly css: string;
  /** The WOFF2 files the rules use, by file name. */
  readonly files: readonly string[];
}

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
const WOFF2_URL = /url\(\.\/files\/([\w.-]+\.woff2)\)\s*format\(['"]woff2['"]\)/;

/** Turns one package stylesheet (`400.css`) into rules served from `urlBase`. Throws on a rule without WOFF2. */
export function rewriteFontFaces(stylesheet: string, urlBase: string, source: string): FontFaces {
  const rules: string[] = [];
  const files: string[] = [];
  for (const [, body = ''] of stylesheet.matchAll(FONT_FACE)) {
    const woff2 = WOFF2_URL.exec(body);
    if (!woff2?.[1]) {
      throw new Error(`fonts plugin: ${source} has an @font-face rule without a WOFF2 file: ${body.trim().slice(0, 80)}`);
    }
    files.push(woff2[1]);
    const declarations = body
      .split(';')
      .map((declaration) => declaration.trim())
      .filter((declaration) => declaration !== '')
      .map((declaration) => (declaration.startsWith('src:') ? `src:url(${urlBase}/${woff2[1]}) format('woff2')` : declaration.replace(/:\s+/, ':')));
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
