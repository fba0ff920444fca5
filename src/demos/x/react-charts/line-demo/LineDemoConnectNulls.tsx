import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// The sensor was offline on Wednesday and Saturday.
const readings = [410, 432, null, 468, 455, null, 420];

export default function LineDemoConnectNulls() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <LineChart
        height={240}
        xAxis={[{ scaleType: 'point', data: days }]}
        series={[{ data: readings, label: 'CO₂ ppm (gaps kept)' }]}
      />
      <LineChart
        height={240}
        xAxis={[{ scaleType: 'point', data: days }]}
        series={[{ data: readings, label: 'CO₂ ppm (connectNulls)', connectNulls: true }]}
      />
    </Stack>
  );
}
