import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 12 }, (_, index) => `${index * 2}:00`);
const requests = [120, 90, 60, 80, 210, 340, 420, 390, 360, 410, 300, 180];

export default function AreaDemoTiny() {
  return (
    <Box sx={{ width: 240, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="body2" color="text.secondary">
        Requests today
      </Typography>
      <Typography variant="h6" component="p">
        2,980
      </Typography>
      <LineChart
        height={70}
        margin={{ top: 4, bottom: 0, left: 0, right: 0 }}
        xAxis={[{ scaleType: 'point', data: hours, position: 'none' }]}
        yAxis={[{ position: 'none', min: 0 }]}
        series={[{ data: requests, label: 'Requests', area: true, showMark: false }]}
        hideLegend
      />
    </Box>
  );
}
