import Stack from '@mui/material/Stack';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';

// Both charts take the texts of the provider above them.
export default function LocalizationProvider() {
  return (
    <ChartsLocalizationProvider
      localeText={{ noData: 'No readings for this sensor yet', loading: 'Contacting the sensor…' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <LineChart height={220} series={[{ data: [] }]} xAxis={[{ data: [] }]} sx={{ flex: 1 }} />
        <PieChart height={220} loading series={[{ data: [] }]} sx={{ flex: 1 }} />
      </Stack>
    </ChartsLocalizationProvider>
  );
}
