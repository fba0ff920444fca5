import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { useLineSeries } from '@mui/x-charts/hooks';

// An HTML table next to the SVG: every component under the data provider can read the series.
function SeriesSummary() {
  const series = useLineSeries();

  return (
    <Table size="small" aria-label="Series summary">
      <TableHead>
        <TableRow>
          <TableCell>Series</TableCell>
          <TableCell align="right">Total</TableCell>
          <TableCell align="right">Best month</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {series.map((item) => {
          const values = item.data.map((value) => value ?? 0);
          const total = values.reduce((sum, value) => sum + value, 0);
          const best = values.indexOf(Math.max(...values));
          return (
            <TableRow key={item.id}>
              <TableCell>
                <Box component="span" sx={{ display: 'inline-block', width: 10, height: 10, mr: 1, borderRadius: '50%', bgcolor: item.color }} />
                {typeof item.label === 'function' ? item.label('legend') : item.label}
              </TableCell>
              <TableCell align="right">{total}</TableCell>
              <TableCell align="right">{months[best]}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function UseSeriesTotals() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{ id: 'months', scaleType: 'point', data: months }]}
      series={[
        { type: 'line', id: 'coffee', data: [120, 132, 101, 134, 90, 230], label: 'Coffee' },
        { type: 'line', id: 'tea', data: [60, 72, 71, 74, 90, 83], label: 'Tea' },
      ]}
    >
      <ChartsLegend />
      <ChartsSurface>
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis />
      </ChartsSurface>
      <SeriesSummary />
    </ChartsDataProvider>
  );
}
