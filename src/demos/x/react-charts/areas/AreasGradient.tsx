import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const hours = ['0h', '3h', '6h', '9h', '12h', '15h', '18h', '21h'];

export default function AreasGradient() {
  const theme = useTheme();
  const id = `area-gradient-${React.useId().replace(/:/g, '')}`;
  const color = theme.palette.primary.main;
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ min: 0 }]}
      series={[{ data: [5, 3, 8, 24, 31, 28, 19, 9], label: 'Active users (k)', area: true, showMark: false, color }]}
      sx={{ [`& .${lineClasses.area}`]: { fill: `url(#${id})` } }}
      hideLegend
    >
      <defs>
        <linearGradient id={id} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor={color} stopOpacity={0.5} />
          <stop offset="100%" stopColor={color} stopOpacity={0} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
