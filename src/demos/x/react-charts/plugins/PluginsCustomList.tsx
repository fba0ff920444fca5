import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import {
  useChartCartesianAxis,
  useChartHighlight,
  useChartInteraction,
  useChartVisibilityManager,
  type UseChartCartesianAxisSignature,
  type UseChartHighlightSignature,
  type UseChartInteractionSignature,
  type UseChartVisibilityManagerSignature,
} from '@mui/x-charts/plugins';

type Signatures = [
  UseChartCartesianAxisSignature<'line'>,
  UseChartInteractionSignature,
  UseChartHighlightSignature,
  UseChartVisibilityManagerSignature<'line'>,
];

// Defined once, outside the component: a chart must always receive the same plugins, in the same order.
const plugins = [
  useChartCartesianAxis,
  useChartInteraction,
  useChartHighlight,
  useChartVisibilityManager,
] as const;

export default function PluginsCustomList() {
  return (
    <ChartsDataProvider<'line', Signatures>
      plugins={plugins}
      height={280}
      xAxis={[{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
      series={[
        {
          type: 'line',
          id: 'builds',
          data: [14, 22, 19, 27, 24],
          label: 'Builds',
          highlightScope: { highlight: 'series', fade: 'global' },
        },
        {
          type: 'line',
          id: 'failures',
          data: [2, 5, 1, 3, 2],
          label: 'Failures',
          highlightScope: { highlight: 'series', fade: 'global' },
        },
      ]}
    >
      <ChartsLegend />
      <ChartsSurface>
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
    </ChartsDataProvider>
  );
}
