import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const requests = hours.map((hour) => Math.round(300 + 250 * Math.sin((Math.PI * (hour - 6)) / 12) + (hour % 4) * 20));

export default function BrushBasic() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
      series={[{ data: requests, label: 'Requests per minute', showMark: false }]}
      brushConfig={{ enabled: true }}
    >
      <ChartsBrushOverlay />
    </LineChart>
  );
}
