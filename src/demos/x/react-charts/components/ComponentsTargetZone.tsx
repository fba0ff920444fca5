import { alpha, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

/** A shaded band between two values of the y-axis, drawn behind the bars. */
function TargetZone({ from, to }: { from: number; to: number }) {
  const theme = useTheme();
  const { left, width } = useDrawingArea();
  const yScale = useYScale();
  const top = yScale(to);
  const bottom = yScale(from);
  if (top === undefined || bottom === undefined) {
    return null;
  }
  return (
    <rect
      x={left}
      y={top}
      width={width}
      height={bottom - top}
      fill={alpha(theme.palette.success.main, 0.15)}
    />
  );
}

export default function ComponentsTargetZone() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }]}
      yAxis={[{ min: 0, max: 12, label: 'Hours of sleep' }]}
      series={[{ data: [6.5, 7.2, 8.1, 5.9, 7.6, 9.4, 8.3], label: 'Sleep' }]}
      hideLegend
    >
      <TargetZone from={7} to={9} />
    </BarChart>
  );
}
