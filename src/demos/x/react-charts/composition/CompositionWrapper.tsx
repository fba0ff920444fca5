import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 12 }, (_, index) => index + 1);

export default function CompositionWrapper() {
  return (
    <ChartsDataProvider
      height={300}
      xAxis={[{ id: 'week', data: weeks, label: 'Week' }]}
      // The y-axis is fixed to 0-100: the clip path keeps values above 100 inside the plot.
      yAxis={[{ id: 'pct', min: 0, max: 100 }]}
      series={[
        { type: 'line', data: [40, 48, 55, 62, 70, 78, 85, 93, 104, 110, 98, 96], label: 'Capacity used (%)', area: true },
      ]}
    >
      {/* The wrapper lays out the legend and the SVG, like the ready-made charts do. */}
      <ChartsWrapper legendPosition={{ vertical: 'middle', horizontal: 'end' }} legendDirection="vertical">
        <ChartsLegend direction="vertical" />
        <ChartsSurface>
          <g clipPath="url(#capacity-clip)">
            <AreaPlot />
            <LinePlot />
          </g>
          <ChartsClipPath id="capacity-clip" />
          <ChartsXAxis axisId="week" />
          <ChartsYAxis axisId="pct" />
          <ChartsAxisHighlight x="line" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
