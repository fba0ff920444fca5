import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useBarSeries, useDrawingArea, useYScale } from '@mui/x-charts/hooks';

// A target line with the share of bars above it: three hooks, one custom component.
function TargetLine({ target }: { target: number }) {
  const theme = useTheme();
  const { left, width, top } = useDrawingArea();
  const yScale = useYScale();
  const [series] = useBarSeries();
  const y = yScale(target) ?? 0;
  const values = series?.data ?? [];
  const above = values.filter((value) => value !== null && value >= target).length;

  return (
    <g>
      <line x1={left} x2={left + width} y1={y} y2={y} stroke={(theme.vars || theme).palette.error.main} strokeDasharray="4 4" />
      <text x={left + 8} y={top + 14} fontSize={12} fill={(theme.vars || theme).palette.text.primary}>
        {`Target ${target}: ${above} of ${values.length} months reached it`}
      </text>
    </g>
  );
}

export default function HooksOverview() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] }]}
      series={[{ data: [38, 52, 47, 61, 44, 58], label: 'Deals closed' }]}
    >
      <TargetLine target={50} />
    </BarChart>
  );
}
