import { styled } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const Frame = styled('rect')(({ theme }) => ({
  fill: 'none',
  stroke: theme.palette.warning.main,
  strokeDasharray: '6 4',
  strokeWidth: 2,
}));

const Note = styled('text')(({ theme }) => ({
  fill: theme.palette.warning.main,
  fontSize: 12,
}));

/** Outlines the drawing area and prints its position and size. */
function DrawingAreaFrame() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <g>
      <Frame x={left} y={top} width={width} height={height} />
      <Note x={left + 6} y={top + 16}>
        {`left ${Math.round(left)}, top ${Math.round(top)}, ${Math.round(width)} × ${Math.round(height)} px`}
      </Note>
    </g>
  );
}

export default function ComponentsDrawingArea() {
  return (
    <LineChart
      height={300}
      margin={{ top: 20, right: 30 }}
      xAxis={[{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
      yAxis={[{ width: 50 }]}
      series={[{ data: [3, 7, 5, 9, 6], label: 'Deploys' }]}
      hideLegend
    >
      <DrawingAreaFrame />
    </LineChart>
  );
}
