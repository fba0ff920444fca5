import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { BarChart, type BarProps } from '@mui/x-charts/BarChart';
import { useAnimateBar } from '@mui/x-charts/hooks';

// A bar with rounded corners that keeps the chart's own grow-from-the-axis animation.
function RoundedBar(props: BarProps) {
  const { id, dataIndex, color, ownerState, xOrigin, yOrigin, x, y, width, height, layout, skipAnimation, ...other } =
    props;
  // The hook returns the ref to attach and the x, y, width and height of the first frame.
  const { ref, ...geometry } = useAnimateBar({ x, y, width, height, xOrigin, yOrigin, layout, skipAnimation });

  return (
    <rect
      {...other}
      {...geometry}
      ref={ref}
      rx={6}
      fill={color}
      opacity={ownerState.isFaded ? 0.3 : 1}
      data-series={id}
      data-index={dataIndex}
    />
  );
}

const teams = ['Design', 'Web', 'Mobile', 'Data', 'Support'];
const quarters = [
  [12, 18, 9, 14, 7],
  [15, 16, 12, 11, 10],
];

export default function AnimationCustomBar() {
  const [quarter, setQuarter] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setQuarter((current) => 1 - current)}
      >
        Show {quarter === 0 ? 'Q2' : 'Q1'}
      </Button>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: teams }]}
        series={[{ data: quarters[quarter], label: `Tickets closed in Q${quarter + 1}` }]}
        slots={{ bar: RoundedBar }}
      />
    </Stack>
  );
}
