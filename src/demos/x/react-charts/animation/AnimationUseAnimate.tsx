import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useAnimate, useDrawingArea, useYScale } from '@mui/x-charts/hooks';

interface AverageLineProps {
  value: number;
}

// A dashed line at the average that glides to its new height when the data changes.
function AverageLine({ value }: AverageLineProps) {
  const theme = useTheme();
  const { left, width } = useDrawingArea();
  const yScale = useYScale();
  const y = yScale(value) ?? 0;

  const { ref, ...line } = useAnimate(
    { y },
    {
      createInterpolator: (from: { y: number }, to: { y: number }) => (t: number) => ({
        y: from.y + (to.y - from.y) * t,
      }),
      transformProps: (props) => ({ y1: props.y, y2: props.y }),
      applyProps: (element: SVGLineElement, props) => {
        element.setAttribute('y1', String(props.y1));
        element.setAttribute('y2', String(props.y2));
      },
    },
  );

  return (
    <line
      ref={ref}
      {...line}
      x1={left}
      x2={left + width}
      stroke={(theme.vars || theme).palette.text.secondary}
      strokeDasharray="6 4"
    />
  );
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const datasets = [
  [21, 25, 19, 30, 27, 33],
  [8, 12, 10, 9, 14, 11],
];

export default function AnimationUseAnimate() {
  const [index, setIndex] = React.useState(0);
  const data = datasets[index] ?? [];
  const average = data.reduce((sum, value) => sum + value, 0) / data.length;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setIndex((current) => 1 - current)}
      >
        Switch data
      </Button>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: 0, max: 40 }]}
        series={[{ data, label: `Average ${average.toFixed(1)}` }]}
      >
        <AverageLine value={average} />
      </LineChart>
    </Stack>
  );
}
