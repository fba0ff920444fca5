/**
 * MDX v3 escaping. Pure. JSDoc text is Markdown written for a plain Markdown renderer: in MDX,
 * `{`/`}` open JavaScript expressions and `<` opens JSX, so prose must escape them; inside a GFM
 * table cell `|` ends the cell (even inside a code span) and a newline ends the row.
 */

/** Characters that MDX would read as syntax in running text. */
const MDX_SPECIAL = /[{}<>]/g;

/** A backslash escape for each MDX special character (`\{`, `\<`, …). */
function escapeSpecial(text: string): string {
  return text.replace(MDX_SPECIAL, (char) => `\\${char}`);
}

/**
 * Splits Markdown into code spans and the text between them, so that escaping can skip code
 * spans (their content is literal in MDX, too). Follows CommonMark: a span closes at the next
 * backtick run of the same length; an unmatched run is plain text.
 */
export function splitCodeSpans(text: string): {readonly code: boolean; readonly value: string}[] {
  const parts: {code: boolean; value: string}[] = [];
  let rest = text;
  let plain = '';
  while (rest.length > 0) {
    const open = /`+/.exec(rest);
    if (!open) {
      plain += rest;
      break;
    }
    const fence = open[0];
    const afterOpen = open.index + fence.length;
    const closeRe = new RegExp(`(?<!\`)${fence}(?!\`)`, 'g');
    closeRe.lastIndex = afterOpen;
    const close = closeRe.exec(rest);
    if (!close) {
      plain += rest.slice(0, afterOpen);
      rest = rest.slice(afterOpen);
      continue;
    }
    plain += rest.slice(0, open.index);
    if (plain) {
      parts.push({code: false, value: plain});
      plain = '';
    }
    parts.push({code: true, value: rest.slice(open.index, close.index + fence.length)});
    rest = rest.slice(close.index + fence.length);
  }
  if (plain) {
    parts.push({code: false, value: plain});
  }
  return parts;
}

/**
 * Control characters other than tab and newlines, which some JSDoc in the installed packages
 * contains (e.g. backspaces in Tabs' `fixed` class); the HTML minifier rejects them.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Escapes Markdown prose for MDX, leaving code spans and Markdown links intact. */
export function escapeMdxText(markdown: string): string {
  return splitCodeSpans(markdown.replace(CONTROL_CHARACTERS, ''))
    .map((part) => (part.code ? part.value : escapeSpecial(part.value)))
    .join('');
}

/**
 * Markdown prose for one GFM table cell: MDX-escaped, pipes escaped (also in code spans, which
 * GFM requires), paragraphs joined with `<br />` and other line breaks folded to spaces, except
 * before list items, which keep a visible break.
 */
export function escapeTableCell(markdown: string): string {
  const escaped = escapeMdxText(markdown.trim()).replace(/\|/g, '\\|');
  return escaped
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .reduce((acc, line) => {
          if (!acc) {
            return line;
          }
          return /^[-*] /.test(line) ? `${acc}<br />${line}` : `${acc} ${line}`;
        }, ''),
    )
    .filter(Boolean)
    .join('<br /><br />');
}

/**
 * An inline code span holding `text` literally, fenced with more backticks than `text`
 * contains (template literal types carry backticks). Whitespace is folded to single spaces.
 */
export function inlineCode(text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  const longestRun = Math.max(0, ...(folded.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = folded.startsWith('`') || folded.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${folded}${pad}${fence}`;
}

/** An inline code span for a table cell: pipes inside are escaped as `\|` (GFM). */
export function tableCode(text: string): string {
  return inlineCode(text).replace(/\|/g, '\\|');
}

/** A YAML double-quoted scalar, safe for any front-matter value. */
export function yamlString(text: string): string {
  return JSON.stringify(text.replace(/\s+/g, ' ').trim());
}
