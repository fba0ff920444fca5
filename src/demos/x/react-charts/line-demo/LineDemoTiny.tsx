import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const latency = [182, 175, 190, 168, 160, 149, 141];

export default function LineDemoTiny() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <div>
        <Typography variant="body2" color="text.secondary">
          p95 latency
        </Typography>
        <Typography variant="h6" component="p">
          141 ms
        </Typography>
      </div>
      <LineChart
        width={200}
        height={70}
        margin={{ top: 6, bottom: 6, left: 6, right: 6 }}
        xAxis={[{ scaleType: 'point', data: days, position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        series={[{ data: latency, label: 'Latency (ms)', showMark: false, curve: 'linear' }]}
        hideLegend
      />
    </Stack>
  );
}
