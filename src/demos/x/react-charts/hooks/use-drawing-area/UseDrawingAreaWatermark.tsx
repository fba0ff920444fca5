import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// A "Preliminary" stamp centered in the plot, whatever the chart's size and margins.
function PreliminaryStamp() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const fontSize = Math.max(16, Math.min(48, width / 10));

  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="middle"
      fontSize={fontSize}
      fontWeight={700}
      fill={(theme.vars || theme).palette.text.disabled}
      opacity={0.35}
      transform={`rotate(-20 ${left + width / 2} ${top + height / 2})`}
      pointerEvents="none"
    >
      PRELIMINARY
    </text>
  );
}

export default function UseDrawingAreaWatermark() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['North', 'South', 'East', 'West'] }]}
      series={[{ data: [4.2, 3.1, 5.6, 2.8], label: 'Q3 estimate (M$)' }]}
    >
      <PreliminaryStamp />
    </BarChart>
  );
}
