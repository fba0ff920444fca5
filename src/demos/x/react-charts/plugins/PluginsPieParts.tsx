import Stack from '@mui/material/Stack';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { PiePlot, PIE_CHART_PLUGINS, type PieChartPluginSignatures } from '@mui/x-charts/PieChart';

const languages = [
  { id: 'en', label: 'English', value: 52 },
  { id: 'es', label: 'Spanish', value: 21 },
  { id: 'de', label: 'German', value: 15 },
  { id: 'other', label: 'Other', value: 12 },
];

export default function PluginsPieParts() {
  return (
    <ChartsDataProvider<'pie', PieChartPluginSignatures>
      plugins={PIE_CHART_PLUGINS}
      height={260}
      series={[
        {
          type: 'pie',
          data: languages,
          innerRadius: 50,
          highlightScope: { highlight: 'item', fade: 'global' },
          faded: { additionalRadius: -5, color: 'gray' },
          valueFormatter: (item) => `${item.value}% of readers`,
        },
      ]}
    >
      <Stack direction="row" sx={{ alignItems: 'center', width: '100%' }}>
        <ChartsSurface>
          <PiePlot />
        </ChartsSurface>
        <ChartsLegend direction="vertical" />
      </Stack>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}
