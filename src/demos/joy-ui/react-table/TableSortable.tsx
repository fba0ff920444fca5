import * as React from 'react';
import Link from '@mui/joy/Link';
import Table from '@mui/joy/Table';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';

interface Runner {
  name: string;
  club: string;
  time: number; // minutes
}

const runners: Runner[] = [
  { name: 'Ines', club: 'Harbour RC', time: 41 },
  { name: 'Tomasz', club: 'Hill Striders', time: 38 },
  { name: 'Aiko', club: 'Harbour RC', time: 44 },
  { name: 'Bruno', club: 'Park Joggers', time: 36 },
];

type Key = 'name' | 'time';
type Order = 'asc' | 'desc';

const headers: { key: Key; label: string }[] = [
  { key: 'name', label: 'Runner' },
  { key: 'time', label: 'Time (min)' },
];

export default function TableSortable() {
  const [orderBy, setOrderBy] = React.useState<Key>('time');
  const [order, setOrder] = React.useState<Order>('asc');

  const sorted = [...runners].sort((a, b) => {
    const result =
      orderBy === 'name' ? a.name.localeCompare(b.name) : a.time - b.time;
    return order === 'asc' ? result : -result;
  });

  const sortBy = (key: Key) => {
    if (key === orderBy) {
      setOrder(order === 'asc' ? 'desc' : 'asc');
    } else {
      setOrderBy(key);
      setOrder('asc');
    }
  };

  return (
    <Table aria-label="Race results" hoverRow>
      <thead>
        <tr>
          {headers.map(({ key, label }) => {
            const active = orderBy === key;
            return (
              <th
                key={key}
                aria-sort={
                  active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'
                }
              >
                <Link
                  component="button"
                  underline="none"
                  color="neutral"
                  onClick={() => sortBy(key)}
                  endDecorator={
                    <ArrowDownwardIcon
                      sx={{
                        opacity: active ? 1 : 0,
                        transition: '0.2s',
                        transform:
                          active && order === 'asc' ? 'rotate(180deg)' : 'none',
                      }}
                    />
                  }
                  sx={{ fontWeight: 'lg' }}
                >
                  {label}
                </Link>
              </th>
            );
          })}
          <th>Club</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((runner) => (
          <tr key={runner.name}>
            <td>{runner.name}</td>
            <td>{runner.time}</td>
            <td>{runner.club}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
