/**
 * The search evaluation's arithmetic: where a query's expected page or anchor comes in the list
 * the reader sees, and the figures over a set of queries (hits in the top 1 and top 5, mean
 * reciprocal rank). Pure: the command that runs it over the built index is
 * `e2e/support/search-eval.ts`; the queries are `src/data/searchEvaluation.ts`.
 */
import type {SearchAnswer} from './engine';
import {resultRows} from './rows';

/** The addresses of the list's options, in the order the reader moves through them. */
export function optionUrls(answer: SearchAnswer): string[] {
  return resultRows(answer).flatMap((group) => group.rows.filter((row) => row.selectable).map((row) => row.url));
}

/**
 * The 1-based position of the first option that answers `expected`, or null when none does. An
 * anchor (`/material-ui/api/button#prop-disableElevation`) is answered by that option only; a
 * page by the page itself or by any of its sections or props, which land the reader on it.
 */
export function rankOf(urls: readonly string[], expected: string): number | null {
  const isAnchor = expected.includes('#');
  const index = urls.findIndex((url) => url === expected || (!isAnchor && url.startsWith(`${expected}#`)));
  return index === -1 ? null : index + 1;
}

export interface EvaluationFigures {
  readonly queries: number;
  /** Share of queries whose answer is the first option, 0 to 1. */
  readonly top1: number;
  /** Share of queries whose answer is among the first five options. */
  readonly top5: number;
  /** Mean of 1/rank (0 for a query whose answer is not listed). */
  readonly mrr: number;
}

export function evaluationFigures(ranks: readonly (number | null)[]): EvaluationFigures {
  const queries = ranks.length;
  if (queries === 0) {
    return {queries, top1: 0, top5: 0, mrr: 0};
  }
  const share = (keep: (rank: number) => boolean): number => ranks.filter((rank) => rank !== null && keep(rank)).length / queries;
  return {
    queries,
    top1: share((rank) => rank === 1),
    top5: share((rank) => rank <= 5),
    mrr: ranks.reduce<number>((sum, rank) => sum + (rank === null ? 0 : 1 / rank), 0) / queries,
  };
}
