import Stack from '@mui/material/Stack';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';

// Hours of study and exam score.
const students = ([
  [2, 51], [3, 58], [4, 55], [5, 63], [5, 60], [6, 68], [7, 66], [7, 72], [8, 75], [9, 73],
  [10, 81], [11, 79], [12, 86], [13, 84], [14, 90],
] as [number, number][]).map(([x, y], index) => ({ id: index, x, y }));

/** Least-squares line y = slope * x + intercept. */
function fitLine(points: { x: number; y: number }[]) {
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  const covariance = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const variance = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  const slope = covariance / variance;
  return { slope, intercept: meanY - slope * meanX };
}

const { slope, intercept } = fitLine(students);
const lineX = [0, 16];
const lineY = lineX.map((x) => Math.round((slope * x + intercept) * 10) / 10);

export default function ScatterDemoRegression() {
  return (
    <ChartsDataProvider
      height={320}
      xAxis={[{ id: 'hours', data: lineX, min: 0, max: 16, label: 'Hours of study' }]}
      yAxis={[{ min: 40, max: 100, label: 'Score' }]}
      series={[
        { type: 'scatter', data: students, label: 'Students' },
        { type: 'line', data: lineY, label: `Trend: +${slope.toFixed(1)} points per hour`, curve: 'linear' },
      ]}
    >
      <Stack sx={{ width: '100%' }}>
        <ChartsLegend />
        <ChartsSurface>
          <LinePlot />
          <ScatterPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
      </Stack>
      <ChartsTooltip trigger="item" />
    </ChartsDataProvider>
  );
}
