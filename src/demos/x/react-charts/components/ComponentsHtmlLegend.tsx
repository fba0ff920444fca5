import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useLegend } from '@mui/x-charts/hooks';

const north = [21, 25, 30];
const south = [14, 19, 17];
const west = [9, 12, 16];
const totals: Record<string, number[]> = { north, south, west };

/** An HTML table that reads the legend items (label and color) from the chart. */
function TableLegend() {
  const { items } = useLegend();
  return (
    <Table size="small" aria-label="Regions" sx={{ width: 'auto' }}>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell>
              <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: item.color }} />
            </TableCell>
            <TableCell>{item.label}</TableCell>
            <TableCell align="right">
              {(totals[String(item.seriesId)] ?? []).reduce((sum, value) => sum + value, 0)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function ComponentsHtmlLegend() {
  return (
    <ChartsDataProvider
      height={280}
      xAxis={[{ scaleType: 'band', data: ['2022', '2023', '2024'] }]}
      series={[
        { type: 'bar', id: 'north', data: north, label: 'North' },
        { type: 'bar', id: 'south', data: south, label: 'South' },
        { type: 'bar', id: 'west', data: west, label: 'West' },
      ]}
    >
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', width: '100%' }}>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <ChartsSurface>
            <BarPlot />
            <ChartsXAxis />
            <ChartsYAxis />
            <ChartsAxisHighlight x="band" />
          </ChartsSurface>
        </Box>
        <TableLegend />
      </Box>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}
