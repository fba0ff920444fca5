import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Outlines the drawing area and prints its numbers in the middle.
function DrawingAreaFrame() {
  const theme = useTheme();
  const { left, top, width, height, right, bottom } = useDrawingArea();

  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill="none"
        stroke={(theme.vars || theme).palette.warning.main}
        strokeDasharray="6 4"
      />
      <text
        x={left + width / 2}
        y={top + height / 2}
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={13}
        fill={(theme.vars || theme).palette.text.secondary}
      >
        {`left ${left}, top ${top}, right ${right}, bottom ${bottom}`}
      </text>
      <text
        x={left + width / 2}
        y={top + height / 2 + 18}
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={13}
        fill={(theme.vars || theme).palette.text.secondary}
      >
        {`width ${Math.round(width)} × height ${height}`}
      </text>
    </g>
  );
}

export default function UseDrawingAreaFrame() {
  return (
    <LineChart
      height={300}
      margin={{ top: 20, right: 30 }}
      xAxis={[{ data: [1, 2, 3, 4, 5, 6], label: 'Week' }]}
      series={[{ data: [3, 5, 4, 7, 6, 9], label: 'Tickets', area: true }]}
    >
      <DrawingAreaFrame />
    </LineChart>
  );
}
