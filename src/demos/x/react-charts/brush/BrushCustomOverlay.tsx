import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useBrush, useDrawingArea, useXScale } from '@mui/x-charts/hooks';

const days = Array.from({ length: 30 }, (_, index) => index + 1);
const price = days.map((day) => Math.round((100 + day * 1.5 + 8 * Math.sin(day / 2)) * 100) / 100);

function valueAt(day: number) {
  const index = Math.min(days.length - 1, Math.max(0, Math.round(day) - 1));
  return { day: days[index] ?? 0, price: price[index] ?? 0 };
}

// Shades the brushed days and prints the change in price between both ends.
function PriceChangeOverlay() {
  const theme = useTheme();
  const brush = useBrush();
  const { top, height } = useDrawingArea();
  const xScale = useXScale<'linear'>();

  if (!brush) {
    return null;
  }
  const x1 = Math.min(brush.start.x, brush.current.x);
  const x2 = Math.max(brush.start.x, brush.current.x);
  const from = valueAt(xScale.invert(x1));
  const to = valueAt(xScale.invert(x2));
  const change = to.price - from.price;
  const percent = (change / from.price) * 100;

  return (
    <g>
      <rect x={x1} y={top} width={x2 - x1} height={height} fill={(theme.vars || theme).palette.primary.main} opacity={0.12} />
      <text
        x={(x1 + x2) / 2}
        y={top + 16}
        textAnchor="middle"
        fontSize={13}
        fill={change >= 0 ? (theme.vars || theme).palette.success.main : (theme.vars || theme).palette.error.main}
      >
        {`Day ${from.day} to ${to.day}: ${change >= 0 ? '+' : ''}${change.toFixed(2)} (${percent.toFixed(1)}%)`}
      </text>
    </g>
  );
}

export default function BrushCustomOverlay() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: days, label: 'Day' }]}
      series={[{ data: price, label: 'Price ($)', showMark: false }]}
      brushConfig={{ enabled: true }}
    >
      <PriceChangeOverlay />
    </LineChart>
  );
}
