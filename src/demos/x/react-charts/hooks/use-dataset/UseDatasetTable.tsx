import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { useDataset } from '@mui/x-charts/hooks';

interface Row {
  country: string;
  gold: number;
  silver: number;
  bronze: number;
  [key: string]: string | number;
}

const dataset: Row[] = [
  { country: 'Norway', gold: 16, silver: 8, bronze: 13 },
  { country: 'Germany', gold: 12, silver: 10, bronze: 5 },
  { country: 'Canada', gold: 4, silver: 8, bronze: 14 },
  { country: 'USA', gold: 8, silver: 10, bronze: 7 },
];

// The chart's data table, read back from the chart: one source for both views.
function DataTable() {
  const rows = useDataset<Row[]>() ?? [];
  return (
    <Table size="small" aria-label="Medals by country">
      <TableHead>
        <TableRow>
          <TableCell>Country</TableCell>
          <TableCell align="right">Gold</TableCell>
          <TableCell align="right">Silver</TableCell>
          <TableCell align="right">Bronze</TableCell>
          <TableCell align="right">Total</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.country}>
            <TableCell>{row.country}</TableCell>
            <TableCell align="right">{row.gold}</TableCell>
            <TableCell align="right">{row.silver}</TableCell>
            <TableCell align="right">{row.bronze}</TableCell>
            <TableCell align="right">{row.gold + row.silver + row.bronze}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function UseDatasetTable() {
  return (
    <ChartsDataProvider
      height={260}
      dataset={dataset}
      xAxis={[{ id: 'country', scaleType: 'band', dataKey: 'country' }]}
      series={[
        { type: 'bar', dataKey: 'gold', label: 'Gold', stack: 'medals' },
        { type: 'bar', dataKey: 'silver', label: 'Silver', stack: 'medals' },
        { type: 'bar', dataKey: 'bronze', label: 'Bronze', stack: 'medals' },
      ]}
    >
      <ChartsLegend />
      <ChartsSurface>
        <BarPlot />
        <ChartsXAxis axisId="country" />
        <ChartsYAxis />
      </ChartsSurface>
      <DataTable />
    </ChartsDataProvider>
  );
}
