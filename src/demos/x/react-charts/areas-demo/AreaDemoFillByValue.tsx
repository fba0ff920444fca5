import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
const margin = [4, 6, 2, -3, -6, -1, 3, 7, 5, -2];

/** A vertical gradient that switches color exactly where the y-axis crosses zero. */
function ZeroGradient({ id, above, below }: { id: string; above: string; below: string }) {
  const { top, height } = useDrawingArea();
  const yScale = useYScale();
  const zero = yScale(0) ?? top + height / 2;
  const offset = Math.min(Math.max((zero - top) / height, 0), 1);
  return (
    <defs>
      <linearGradient id={id} x1="0" x2="0" y1={top} y2={top + height} gradientUnits="userSpaceOnUse">
        <stop offset={offset} stopColor={above} />
        <stop offset={offset} stopColor={below} />
      </linearGradient>
    </defs>
  );
}

export default function AreaDemoFillByValue() {
  const theme = useTheme();
  const gradientId = `margin-fill-${React.useId().replace(/:/g, '')}`;
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        {
          data: margin,
          label: 'Operating margin (%)',
          area: true,
          showMark: false,
          color: theme.palette.grey[500],
        },
      ]}
      sx={{
        [`& .${lineClasses.area}`]: { fill: `url(#${gradientId})`, fillOpacity: 0.6 },
      }}
      hideLegend
    >
      <ZeroGradient
        id={gradientId}
        above={theme.palette.success.main}
        below={theme.palette.error.main}
      />
    </LineChart>
  );
}
