import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useXAxis } from '@mui/x-charts/hooks';

const days = ['Mon 3', 'Tue 4', 'Wed 5', 'Thu 6', 'Fri 7', 'Sat 8', 'Sun 9', 'Mon 10', 'Tue 11', 'Wed 12', 'Thu 13', 'Fri 14', 'Sat 15', 'Sun 16'];
const orders = [32, 35, 31, 38, 44, 61, 58, 30, 33, 36, 37, 46, 66, 60];

// Shades the weekend bands: the axis gives both its data and its scale.
function WeekendBands() {
  const theme = useTheme();
  const { top, height } = useDrawingArea();
  const xAxis = useXAxis<'band'>();
  const categories = (xAxis.data ?? []).filter((day): day is string => typeof day === 'string');

  return (
    <g>
      {categories
        .filter((day) => day.startsWith('Sat') || day.startsWith('Sun'))
        .map((day) => (
          <rect
            key={day}
            x={(xAxis.scale(day) ?? 0) - (xAxis.scale.step() - xAxis.scale.bandwidth()) / 2}
            y={top}
            width={xAxis.scale.step()}
            height={height}
            fill={(theme.vars || theme).palette.action.hover}
          />
        ))}
    </g>
  );
}

export default function UseAxesWeekends() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: days, tickLabelStyle: { fontSize: 10 } }]}
      series={[{ data: orders, label: 'Orders' }]}
    >
      <WeekendBands />
    </BarChart>
  );
}
