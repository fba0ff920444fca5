import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { ChartsDataProviderPro } from '@mui/x-charts-pro/ChartsDataProviderPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function ExportComposed() {
  const apiRef = useChartProApiRef<'composition'>();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => apiRef.current?.exportAsImage({ type: 'image/png', fileName: 'budget' })}
      >
        Download PNG
      </Button>
      <ChartsDataProviderPro
        apiRef={apiRef}
        height={300}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        series={[
          { type: 'bar', data: [40, 42, 38, 51, 47, 55], label: 'Spent (k$)' },
          { type: 'line', data: [45, 45, 45, 50, 50, 50], label: 'Budget (k$)' },
        ]}
      >
        {/* Everything inside ChartsWrapper, the legend included, is exported. */}
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis axisId="months" />
            <ChartsYAxis />
          </ChartsSurface>
        </ChartsWrapper>
      </ChartsDataProviderPro>
    </Stack>
  );
}
