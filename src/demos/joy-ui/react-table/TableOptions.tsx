import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Switch from '@mui/joy/Switch';
import Table, { TableProps } from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

type BorderAxis = NonNullable<TableProps['borderAxis']>;
type Stripe = 'none' | 'odd' | 'even';

const borderAxes: BorderAxis[] = [
  'xBetween',
  'x',
  'yBetween',
  'y',
  'bothBetween',
  'both',
  'none',
];

const rows = [
  ['Alpha', 'Running', '2 h'],
  ['Beta', 'Stopped', '—'],
  ['Gamma', 'Running', '15 min'],
  ['Delta', 'Failed', '3 d'],
];

export default function TableOptions() {
  const [borderAxis, setBorderAxis] = React.useState<BorderAxis>('xBetween');
  const [stripe, setStripe] = React.useState<Stripe>('none');
  const [hoverRow, setHoverRow] = React.useState(true);

  return (
    <div>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          mb: 2,
        }}
      >
        <FormControl size="sm">
          <FormLabel>borderAxis</FormLabel>
          <Select
            value={borderAxis}
            onChange={(event, value) => value && setBorderAxis(value)}
          >
            {borderAxes.map((axis) => (
              <Option key={axis} value={axis}>
                {axis}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel>stripe</FormLabel>
          <Select
            value={stripe}
            onChange={(event, value) => value && setStripe(value)}
          >
            <Option value="none">none</Option>
            <Option value="odd">odd</Option>
            <Option value="even">even</Option>
          </Select>
        </FormControl>
        <Typography
          component="label"
          level="body-sm"
          startDecorator={
            <Switch
              checked={hoverRow}
              onChange={(event) => setHoverRow(event.target.checked)}
            />
          }
        >
          hoverRow
        </Typography>
      </Box>
      <Table
        aria-label="Services"
        borderAxis={borderAxis}
        stripe={stripe === 'none' ? undefined : stripe}
        hoverRow={hoverRow}
        variant="outlined"
      >
        <thead>
          <tr>
            <th>Service</th>
            <th>Status</th>
            <th>Uptime</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, status, uptime]) => (
            <tr key={name}>
              <td>{name}</td>
              <td>{status}</td>
              <td>{uptime}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
