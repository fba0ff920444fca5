import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['6:00', '8:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];

export default function LineDemoBiaxial() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[
        { id: 'temperature', label: 'Temperature (°C)', width: 60 },
        { id: 'humidity', label: 'Humidity (%)', position: 'right', min: 0, max: 100, width: 60 },
      ]}
      series={[
        {
          data: [11, 13, 17, 21, 24, 23, 19, 15],
          label: 'Temperature',
          yAxisId: 'temperature',
          valueFormatter: (value) => (value === null ? '' : `${value} °C`),
        },
        {
          data: [88, 80, 66, 52, 45, 48, 60, 74],
          label: 'Humidity',
          yAxisId: 'humidity',
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
    />
  );
}
