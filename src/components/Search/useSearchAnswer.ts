/**
 * The dialog's side of a search: the worker for the index being read, its status, and the latest
 * answer, kept with the input it answers (text as typed, filter, index) so that a late answer to
 * an older input never shows.
 */
import {useEffect, useMemo, useState, useSyncExternalStore} from 'react';
import type {SearchAnswer} from '../../utils/search/engine';
import type {KeyedAnswer} from '../../utils/search/stableAnswer';
import {markFirstAnswer, query, startSearch, subscribe, type SearchStatus} from './searchClient';

/** The input an answer answers. */
export function searchKey(text: string, product: string | null, manifest: string): string {
  return JSON.stringify([text, product, manifest]);
}

export function useSearchAnswer(available: boolean, manifest: string, text: string, product: string | null, currentProduct: string | null) {
  // One worker per index (startSearch returns the running one); none where no index is built.
  const client = useMemo(() => (available ? startSearch(manifest) : null), [available, manifest]);
  const status = useSyncExternalStore<SearchStatus>(
    (onChange) => (client ? subscribe(client, onChange) : () => undefined),
    () => client?.status ?? 'not-built',
    () => 'loading',
  );
  const [latest, setLatest] = useState<KeyedAnswer<SearchAnswer> | null>(null);
  const key = searchKey(text, product, manifest);
  // Sent while the index loads too: the worker answers the latest query as soon as it can. Asked
  // again when the text index is in (`status` turns from partial to ready).
  const unavailable = status === 'not-built' || status === 'failed';
  useEffect(() => {
    if (!client || unavailable || text.trim() === '') {
      return;
    }
    // Every product is searched unless the filter narrows it; the product being read ranks higher.
    void query(client, {query: text, product, currentProduct: product === null ? currentProduct : null}).then((answer) => {
      setLatest({key, answer});
    });
  }, [client, unavailable, status, key, text, product, currentProduct]);
  const answered = text.trim() !== '' && latest?.key === key ? latest.answer : null;
  useEffect(() => {
    if (client && answered) {
      markFirstAnswer(client);
    }
  }, [client, answered]);
  // The answer may still change: the index is loading, or the text index is in and the answer
  // shown is not from it yet.
  const refining = text.trim() !== '' && (status === 'loading' || status === 'partial' || (status === 'ready' && answered?.complete !== true));
  return {status, key, latest: text.trim() === '' ? null : latest, refining};
}
