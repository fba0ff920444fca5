import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useLegend } from '@mui/x-charts/hooks';

// A legend made of chips, placed under the chart by the composition.
function ChipLegend() {
  const { items } = useLegend();
  return (
    <Stack direction="row" spacing={1} sx={{ width: '100%', justifyContent: 'center', flexWrap: 'wrap' }} aria-label="Legend">
      {items.map((item) => (
        <Chip
          key={item.id}
          size="small"
          variant="outlined"
          label={item.label}
          icon={<Box sx={{ width: 12, height: 3, bgcolor: item.color, ml: '8px !important' }} />}
        />
      ))}
    </Stack>
  );
}

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

export default function UseLegendChips() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{ id: 'years', scaleType: 'point', data: years }]}
      series={[
        { type: 'line', data: [2.1, 2.5, 3.2, 3.9, 4.4, 5.0], label: 'Solar (TWh)' },
        { type: 'line', data: [4.0, 4.3, 4.6, 5.1, 5.3, 5.8], label: 'Wind (TWh)' },
        { type: 'line', data: [6.2, 6.1, 6.0, 6.1, 5.9, 6.0], label: 'Hydro (TWh)' },
      ]}
    >
      <ChartsSurface>
        <LinePlot />
        <ChartsXAxis axisId="years" />
        <ChartsYAxis />
      </ChartsSurface>
      <ChipLegend />
    </ChartsDataProvider>
  );
}
