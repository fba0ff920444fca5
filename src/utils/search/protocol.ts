/** Messages between the search dialog and its worker. */
import type {SearchAnswer, SearchRequest} from './engine';

export type ToWorker =
  | {readonly type: 'load'; readonly manifest: string}
  | {readonly type: 'search'; readonly id: number; readonly request: SearchRequest};

export type FromWorker =
  /**
   * Titles, headings and props are searchable. `arrivedAt`: epoch ms when the index file had
   * arrived, before anything was built.
   */
  | {readonly type: 'partial'; readonly arrivedAt: number; readonly records: number; readonly buildMs: number}
  /** The text is searchable too: queries asked before may now find more. */
  | {readonly type: 'ready'; readonly buildMs: number}
  | {readonly type: 'unavailable'; readonly reason: 'not-built' | 'failed'}
  | {readonly type: 'answer'; readonly id: number; readonly answer: SearchAnswer; readonly tookMs: number};
