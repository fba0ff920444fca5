import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const kpis = [
  {
    name: 'Revenue',
    value: '$48.2k',
    color: '#2e7d32',
    data: [30, 32, 31, 36, 40, 39, 44, 48],
  },
  {
    name: 'Churn',
    value: '3.1%',
    color: '#d32f2f',
    data: [2.1, 2.3, 2.2, 2.6, 2.8, 2.7, 3.0, 3.1],
  },
  {
    name: 'Tickets',
    value: '412',
    color: '#0288d1',
    data: [520, 480, 500, 470, 430, 450, 420, 412],
  },
];

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

export default function SparklineKpis() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {kpis.map((kpi) => (
        <Card key={kpi.name} variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {kpi.name}
          </Typography>
          <Typography variant="h5" component="p">
            {kpi.value}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <SparkLineChart
              data={kpi.data}
              height={50}
              color={kpi.color}
              area
              baseline="min"
              showTooltip
              showHighlight
              xAxis={{ scaleType: 'point', data: weeks }}
            />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
