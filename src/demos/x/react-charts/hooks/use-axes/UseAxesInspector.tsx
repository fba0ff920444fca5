import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useXAxes, useYAxes } from '@mui/x-charts/hooks';

// Lists every axis of the chart with what the chart computed for it.
function AxesTable() {
  const { xAxis, xAxisIds } = useXAxes();
  const { yAxis, yAxisIds } = useYAxes();
  const rows = [
    ...xAxisIds.map((id) => ({ direction: 'x', axis: xAxis[id] })),
    ...yAxisIds.map((id) => ({ direction: 'y', axis: yAxis[id] })),
  ];

  return (
    <Table size="small" aria-label="Axes of the chart">
      <TableHead>
        <TableRow>
          <TableCell>Axis id</TableCell>
          <TableCell>Direction</TableCell>
          <TableCell>Scale</TableCell>
          <TableCell>Domain</TableCell>
          <TableCell>Position</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ direction, axis }) =>
          axis ? (
            <TableRow key={`${direction}-${axis.id}`}>
              <TableCell>{String(axis.id)}</TableCell>
              <TableCell>{direction}</TableCell>
              <TableCell>{axis.scaleType}</TableCell>
              <TableCell>
                {axis.scale
                  .domain()
                  .map((value) => (typeof value === 'number' ? Math.round(value * 100) / 100 : String(value)))
                  .join(' – ')}
              </TableCell>
              <TableCell>{axis.position ?? ''}</TableCell>
            </TableRow>
          ) : null,
        )}
      </TableBody>
    </Table>
  );
}

export default function UseAxesInspector() {
  return (
    <ChartsDataProvider
      height={240}
      xAxis={[{ id: 'month', scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr'] }]}
      yAxis={[
        { id: 'rain', position: 'left' },
        { id: 'temp', position: 'right', min: -5, max: 25 },
      ]}
      series={[
        { type: 'bar', data: [80, 62, 55, 41], yAxisId: 'rain', label: 'Rain (mm)' },
        { type: 'line', data: [2, 4, 9, 13], yAxisId: 'temp', label: 'Temperature (°C)' },
      ]}
    >
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <ChartsXAxis axisId="month" />
        <ChartsYAxis axisId="rain" />
        <ChartsYAxis axisId="temp" />
      </ChartsSurface>
      <AxesTable />
    </ChartsDataProvider>
  );
}
