import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function CompositionBarLine() {
  return (
    <ChartsContainer
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'Units' }]}
      series={[
        { type: 'bar', data: [320, 410, 380, 450, 520, 490], label: 'Sold' },
        {
          type: 'line',
          data: [350, 380, 400, 430, 470, 500],
          label: 'Forecast',
        },
      ]}
    >
      <ChartsGrid horizontal />
      <BarPlot borderRadius={4} />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
