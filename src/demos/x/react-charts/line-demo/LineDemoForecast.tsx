import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
// Known values until June; the forecast starts at June so the two lines meet.
const actual = [120, 132, 128, 145, 151, 160, null, null, null];
const forecast = [null, null, null, null, null, 160, 168, 175, 181];

export default function LineDemoForecast() {
  const theme = useTheme();
  const color = theme.palette.primary.main;
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { id: 'actual', data: actual, label: 'Revenue', color },
        { id: 'forecast', data: forecast, label: 'Forecast', color, showMark: false },
      ]}
      sx={{
        [`& .${lineClasses.line}[data-series="forecast"]`]: {
          strokeDasharray: '2 6',
          strokeLinecap: 'round',
        },
      }}
    />
  );
}
