import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

// A vertical gradient tied to the y values: the color tells the temperature.
function TemperatureGradient({ id }: { id: string }) {
  const theme = useTheme();
  const { top, height } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  // Pixel position of 0 °C, as a fraction of the plot's height.
  const zero = Math.min(1, Math.max(0, (yScale(0) - top) / height));

  return (
    <defs>
      <linearGradient id={id} gradientUnits="userSpaceOnUse" x1="0" x2="0" y1={top} y2={top + height}>
        <stop offset="0" stopColor={(theme.vars || theme).palette.error.main} />
        <stop offset={zero} stopColor={(theme.vars || theme).palette.warning.light} />
        <stop offset={zero} stopColor={(theme.vars || theme).palette.info.light} />
        <stop offset="1" stopColor={(theme.vars || theme).palette.info.dark} />
      </linearGradient>
    </defs>
  );
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const montreal = [-10, -8, -2, 6, 13, 19, 21, 20, 15, 8, 2, -6];

export default function StylingGradient() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: -15, max: 25 }]}
      series={[{ data: montreal, label: 'Montréal (°C)', area: true, showMark: false, color: 'url(#temperature-gradient)' }]}
      sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.5 } }}
    >
      <TemperatureGradient id="temperature-gradient" />
    </LineChart>
  );
}
