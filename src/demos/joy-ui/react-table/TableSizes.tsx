import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Table, { TableProps } from '@mui/joy/Table';

type Size = NonNullable<TableProps['size']>;

const rows = [
  { city: 'Lisbon', country: 'Portugal', population: '0.55 M' },
  { city: 'Oslo', country: 'Norway', population: '0.71 M' },
  { city: 'Quito', country: 'Ecuador', population: '2.01 M' },
];

export default function TableSizes() {
  const [size, setSize] = React.useState<Size>('md');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Table size"
        value={size}
        onChange={(event) => setSize(event.target.value as Size)}
      >
        <Radio value="sm" label="sm" />
        <Radio value="md" label="md" />
        <Radio value="lg" label="lg" />
      </RadioGroup>
      <Table size={size} aria-label="Cities">
        <thead>
          <tr>
            <th>City</th>
            <th>Country</th>
            <th style={{ textAlign: 'right' }}>Population</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.city}>
              <td>{row.city}</td>
              <td>{row.country}</td>
              <td style={{ textAlign: 'right' }}>{row.population}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
