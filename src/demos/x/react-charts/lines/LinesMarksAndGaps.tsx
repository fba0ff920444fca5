import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function LinesMarksAndGaps() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      series={[
        {
          data: [8, 12, null, 14, 11, null, 9],
          label: 'Sensor A (gaps)',
          showMark: true,
          shape: 'square',
        },
        {
          data: [5, 7, null, 9, 6, null, 4],
          label: 'Sensor B (connected)',
          connectNulls: true,
          showMark: ({ index }) => index % 2 === 0,
        },
      ]}
    />
  );
}
