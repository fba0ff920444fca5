/**
 * The filter box over a generated API page's props table: rows whose text does not contain
 * every word of the query are hidden. The table stays plain server-rendered Markdown; only the
 * rows' visibility changes in the browser. The page names the table by id (`tableId`), so the
 * box finds it wherever the Markdown renderer puts it, and announces it with `aria-controls`.
 *
 * A native input drawn like MUI's small outlined TextField with the theme's CSS variables: every
 * API page has one, and with MUI's TextField the input, select and modal code it pulls in would
 * ride in the chunk shared by most pages, loaded by every page of the site.
 */
import React, {useId, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/ApiPropsFilter';
import {rowMatches} from '../../utils/tableFilter';
import styles from './styles.module.css';

function tableOf(id: string): HTMLTableElement | null {
  const element = document.getElementById(id);
  return element instanceof HTMLTableElement ? element : (element?.querySelector('table') ?? null);
}

/** Hides the rows that do not match; returns how many are shown. */
function filterRows(table: HTMLTableElement, query: string): number {
  let count = 0;
  for (const row of table.querySelectorAll<HTMLTableRowElement>('tbody tr')) {
    const visible = rowMatches(row.textContent ?? '', query);
    row.hidden = !visible;
    count += visible ? 1 : 0;
  }
  return count;
}

export default function ApiPropsFilter({tableId}: Props): ReactNode {
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  const statusId = useId();

  // The rows are filtered when the query changes, in the event handler: the table is the
  // server-rendered DOM, not React state.
  const changeQuery = (value: string): void => {
    setQuery(value);
    const table = tableOf(tableId);
    const count = table ? filterRows(table, value) : null;
    setShown(value && count !== null ? count : null);
  };

  return (
    <div className={styles.filter}>
      <label className={styles.field}>
        <span className={styles.label}>{translate({id: 'mui.apiPage.propsFilter.label', message: 'Filter props'})}</span>
        <input
          className={styles.input}
          type="search"
          value={query}
          onChange={(event) => changeQuery(event.target.value)}
          aria-describedby={statusId}
          aria-controls={tableId}
        />
      </label>
      <span id={statusId} role="status" className={styles.status}>
        {shown === null
          ? ''
          : translate({id: 'mui.apiPage.propsFilter.status', message: '{count} props shown'}, {count: String(shown)})}
      </span>
    </div>
  );
}
