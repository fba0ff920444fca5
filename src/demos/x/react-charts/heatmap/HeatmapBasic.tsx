import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const hours = ['9:00', '12:00', '15:00', '18:00'];

// [dayIndex, hourIndex, visits]
const data: HeatmapValueType[] = [
  [0, 0, 12], [0, 1, 30], [0, 2, 22], [0, 3, 8],
  [1, 0, 15], [1, 1, 34], [1, 2, 25], [1, 3, 10],
  [2, 0, 9], [2, 1, 28], [2, 2, 31], [2, 3, 14],
  [3, 0, 18], [3, 1, 40], [3, 2, 27], [3, 3, 12],
  [4, 0, 20], [4, 1, 45], [4, 2, 19], [4, 3, 6],
];

export default function HeatmapBasic() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: days }]}
      yAxis={[{ data: hours }]}
      series={[{ data, label: 'Visits' }]}
    />
  );
}
