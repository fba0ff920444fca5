/**
 * Marks the matched words in a result's text. The engine reports the index terms that matched
 * (after typo correction: `slidr` matched `slider`), so the words shown are the ones found. A
 * word is marked when it starts with a matched term, or when a camelCase part of it does.
 */
export interface Segment {
  readonly text: string;
  readonly match: boolean;
}

const WORD_OR_GAP = /[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu;

function matches(word: string, terms: readonly string[]): boolean {
  const lower = word.toLowerCase();
  return terms.some((term) => term !== '' && lower.startsWith(term));
}

export function highlightSegments(text: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  for (const piece of text.match(WORD_OR_GAP) ?? []) {
    const match = /[\p{L}\p{N}]/u.test(piece) && matches(piece, terms);
    const last = segments[segments.length - 1];
    if (last && last.match === match) {
      segments[segments.length - 1] = {text: last.text + piece, match};
    } else {
      segments.push({text: piece, match});
    }
  }
  return segments;
}

/**
 * A window of the text around its first matched word, so a long section shows why it matched.
 * Starts and ends at word boundaries and marks cuts with an ellipsis.
 */
export function snippet(text: string, terms: readonly string[], length: number): string {
  if (text.length <= length) {
    return text;
  }
  const lower = text.toLowerCase();
  const positions = terms.map((term) => lower.search(new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}`, 'u'))).filter((i) => i >= 0);
  const first = positions.length ? Math.min(...positions) : 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    // Back to the last space, so no word is shown cut ("ships Bu …").
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
