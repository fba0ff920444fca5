import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];
const signups = [42, 51, 38, 64, 70, 58, 77, 81, 69, 92];

export default function BarDemoTiny() {
  return (
    <Box sx={{ width: 220 }}>
      <Typography variant="body2" color="text.secondary">
        Weekly sign-ups
      </Typography>
      <Typography variant="h6" component="p">
        642
      </Typography>
      <BarChart
        height={80}
        margin={{ top: 4, bottom: 4, left: 4, right: 4 }}
        xAxis={[{ scaleType: 'band', data: weeks, position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        series={[{ data: signups, label: 'Sign-ups' }]}
        borderRadius={2}
        hideLegend
      />
    </Box>
  );
}
