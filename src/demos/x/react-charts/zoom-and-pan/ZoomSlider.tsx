import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// One point a day through 2024, in UTC so that server and browser agree on every label.
const dates = Array.from({ length: 366 }, (_, index) => new Date(Date.UTC(2024, 0, 1 + index)));
const temperature = dates.map(
  (_, index) => Math.round((12 - 10 * Math.cos((2 * Math.PI * (index - 15)) / 366) + 2 * Math.sin(index / 3)) * 10) / 10,
);

const tickFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export default function ZoomSlider() {
  return (
    <LineChartPro
      height={340}
      xAxis={[
        {
          id: 'date',
          scaleType: 'utc',
          data: dates,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? tickFormat.format(date) : fullFormat.format(date),
          zoom: { slider: { enabled: true, showTooltip: 'always' } },
        },
      ]}
      yAxis={[{ label: 'Temperature (°C)' }]}
      series={[{ data: temperature, label: 'Daily mean', showMark: false }]}
      initialZoom={[{ axisId: 'date', start: 40, end: 60 }]}
    />
  );
}
