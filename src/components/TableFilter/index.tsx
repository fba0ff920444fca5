/**
 * A filter box for the table that follows it in the page (issue: API pages, "tables are
 * filterable"): rows whose text does not contain the query are hidden. The table stays plain
 * server-rendered Markdown; only the rows' visibility changes in the browser.
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import TextField from '@mui/material/TextField';
import {rowMatches} from '../../utils/tableFilter';

export interface TableFilterProps {
  /** What the table lists, for the label: "props", "CSS classes". */
  readonly noun: string;
}

export default function TableFilter({noun}: TableFilterProps): ReactNode {
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const statusId = useId();

  useEffect(() => {
    let table: Element | null = root.current?.nextElementSibling ?? null;
    while (table && table.tagName !== 'TABLE') {
      table = table.querySelector('table') ?? table.nextElementSibling;
    }
    if (!table) {
      return;
    }
    let count = 0;
    for (const row of table.querySelectorAll<HTMLTableRowElement>('tbody tr')) {
      const visible = rowMatches(row.textContent ?? '', query);
      row.hidden = !visible;
      count += visible ? 1 : 0;
    }
    setShown(query ? count : null);
  }, [query]);

  return (
    <div ref={root} className="table-filter">
      <TextField
        type="search"
        size="small"
        label={`Filter ${noun}`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{htmlInput: {'aria-describedby': statusId}}}
        sx={{my: 1, minWidth: 260}}
      />
      <span id={statusId} role="status" className="table-filter__status">
        {shown === null ? '' : `${shown} ${noun} shown`}
      </span>
    </div>
  );
}
