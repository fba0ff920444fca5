/**
 * What must not be left in a page's Markdown copy (plugins/page-markdown): MDX that a reader or a
 * language model would see as noise. Lines inside fenced code and text inside code spans are
 * content (code shows JSX and imports on purpose) and are not looked at.
 */

export interface NoiseLine {
  readonly line: number;
  readonly text: string;
  readonly why: string;
}

const NOISE = [
  {pattern: /^\s*import\s.+\sfrom\s/, why: 'an import line'},
  {pattern: /^\s*export\s/, why: 'an export line'},
  {pattern: /\?demo['"]/, why: 'a demo module import'},
  {pattern: /\{\{\s*"demo"/, why: 'a demo line'},
  {pattern: /\{\/\*/, why: 'an MDX comment'},
  // An escaped `\<` is a literal "<" in the text, as the API pages write JSX in prose.
  {pattern: /(?<!\\)<\/?[A-Z][A-Za-z0-9.]*(?:[\s/>]|$)/, why: 'a JSX component tag'},
  {pattern: /^\s*:::/, why: 'an admonition fence'},
] as const;

const FENCE = /^\s*(?:>\s*)*(`{3,}|~{3,})/;

/** The lines of a Markdown text that hold MDX noise outside code, 1-based. */
export function markdownNoise(markdown: string): NoiseLine[] {
  const found: NoiseLine[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const opening = FENCE.exec(text)?.[1];
    if (fence === null && opening !== undefined) {
      fence = opening;
      return;
    }
    if (fence !== null) {
      if (opening !== undefined && opening[0] === fence[0] && opening.length >= fence.length && text.trim().replace(/^(?:>\s*)*/, '') === opening) {
        fence = null;
      }
      return;
    }
    const prose = text.replace(/(`+)[\s\S]*?\1/g, '');
    for (const {pattern, why} of NOISE) {
      if (pattern.test(prose)) {
        found.push({line: index + 1, text, why});
        break;
      }
    }
  });
  return found;
}
