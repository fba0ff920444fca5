import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDrawingArea, useSeries } from '@mui/x-charts/hooks';

// useSeries() returns every series, grouped by type, in the order they are drawn.
function SeriesInventory() {
  const theme = useTheme();
  const series = useSeries();
  const { left, top } = useDrawingArea();
  const lines = Object.entries(series).map(
    ([type, group]) => `${type}: ${group?.seriesOrder.join(', ') ?? ''}`,
  );

  return (
    <text x={left + 8} y={top + 14} fontSize={12} fill={(theme.vars || theme).palette.text.primary}>
      {lines.map((line, index) => (
        <tspan key={line} x={left + 8} dy={index === 0 ? 0 : 16}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

export default function UseSeriesByType() {
  return (
    <ChartsContainer
      height={280}
      xAxis={[{ id: 'q', scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
      yAxis={[{ id: 'v', min: 0, max: 80 }]}
      series={[
        { type: 'bar', id: 'online', data: [22, 28, 31, 35], label: 'Online', stack: 'sales' },
        { type: 'bar', id: 'store', data: [18, 17, 15, 14], label: 'Store', stack: 'sales' },
        { type: 'line', id: 'goal', data: [38, 42, 46, 50], label: 'Goal' },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <ChartsXAxis axisId="q" />
      <ChartsYAxis axisId="v" />
      <SeriesInventory />
    </ChartsContainer>
  );
}
