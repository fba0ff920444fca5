import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useSvgRef, useYScale } from '@mui/x-charts/hooks';

/** Follows the pointer with a horizontal line and prints the y value under it. */
function PointerValue() {
  const theme = useTheme();
  const svgRef = useSvgRef();
  const { left, top, width, height } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const [y, setY] = React.useState<number | null>(null);

  React.useEffect(() => {
    const svg = svgRef.current;
    if (!svg) {
      return undefined;
    }
    const handleMove = (event: PointerEvent) => {
      const position = event.clientY - svg.getBoundingClientRect().top;
      setY(position >= top && position <= top + height ? position : null);
    };
    const handleLeave = () => setY(null);
    svg.addEventListener('pointermove', handleMove);
    svg.addEventListener('pointerleave', handleLeave);
    return () => {
      svg.removeEventListener('pointermove', handleMove);
      svg.removeEventListener('pointerleave', handleLeave);
    };
  }, [svgRef, top, height]);

  if (y === null) {
    return null;
  }
  return (
    <g pointerEvents="none">
      <line x1={left} x2={left + width} y1={y} y2={y} strokeDasharray="3 3" style={{ stroke: (theme.vars ?? theme).palette.text.secondary }} />
      <text x={left + width - 4} y={y - 6} textAnchor="end" fontSize={12} style={{ fill: (theme.vars ?? theme).palette.text.primary }}>
        {yScale.invert(y).toFixed(1)} kWh
      </text>
    </g>
  );
}

export default function ComponentsPointerValue() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: ['0h', '4h', '8h', '12h', '16h', '20h', '24h'] }]}
      series={[{ data: [0.4, 0.3, 1.8, 1.2, 1.5, 2.6, 0.7], label: 'Consumption (kWh)' }]}
      slotProps={{ tooltip: { trigger: 'none' } }}
      hideLegend
    >
      <PointerValue />
    </LineChart>
  );
}
