import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXAxis, useXScale, useYScale } from '@mui/x-charts/hooks';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

/** Labels the highest point of every line series, in the series' color. */
function PeakLabels() {
  const series = useLineSeries();
  const xAxis = useXAxis<'point'>();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  return (
    <g>
      {series.map((item) => {
        const values = item.data.map((value) => value ?? -Infinity);
        const peak = Math.max(...values);
        const index = values.indexOf(peak);
        const category: unknown = xAxis.data?.[index];
        const x = xScale(String(category));
        const y = yScale(peak);
        if (x === undefined || y === undefined) {
          return null;
        }
        return (
          <text key={item.id} x={x} y={y - 12} textAnchor="middle" fill={item.color} fontSize={12} fontWeight="bold">
            {`max ${peak}`}
          </text>
        );
      })}
    </g>
  );
}

export default function ComponentsSeriesExtremes() {
  return (
    <LineChart
      height={300}
      margin={{ top: 30 }}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      series={[
        { data: [12, 18, 15, 22, 27, 24, 20, 19], label: 'Team A' },
        { data: [8, 11, 16, 14, 13, 19, 23, 21], label: 'Team B' },
      ]}
    >
      <PeakLabels />
    </LineChart>
  );
}
