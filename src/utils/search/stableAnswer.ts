/**
 * Which answer the dialog shows. The first answer comes from titles, headings and props; once the
 * text index is in, the same query is answered again and may rank differently. A list the reader
 * is moving through (a result highlighted with the arrow keys or the pointer) must not change
 * under them: that list is held for as long as the input and the filter stay as they were, and the
 * newer answer shows at the next keystroke or filter change. Pure: the dialog keeps the state.
 */

/** An answer with the input it answers (text as typed, filter, index): `key` of the input. */
export interface KeyedAnswer<Answer> {
  readonly key: string;
  readonly answer: Answer;
}

/**
 * The answer to show for the input `key`: the held one when the reader holds the list of this
 * very input, else the latest answer to it, else none (an answer to an older input never shows).
 */
export function answerToShow<Answer>(key: string, latest: KeyedAnswer<Answer> | null, held: KeyedAnswer<Answer> | null): Answer | null {
  if (held && held.key === key) {
    return held.answer;
  }
  return latest && latest.key === key ? latest.answer : null;
}
