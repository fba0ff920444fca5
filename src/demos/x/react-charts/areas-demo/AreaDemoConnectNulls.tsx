import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];
// The station sent no reading on days 4 and 8.
const rain = [4, 7, 3, null, 9, 12, 6, null, 2, 5];

export default function AreaDemoConnectNulls() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <LineChart
        height={240}
        xAxis={[{ scaleType: 'point', data: days }]}
        series={[{ data: rain, label: 'Rain (mm), gaps kept', area: true }]}
      />
      <LineChart
        height={240}
        xAxis={[{ scaleType: 'point', data: days }]}
        series={[{ data: rain, label: 'Rain (mm), connectNulls', area: true, connectNulls: true }]}
      />
    </Stack>
  );
}
