import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['6:00', '9:00', '12:00', '15:00', '18:00', '21:00'];

export default function TooltipHideValues() {
  return (
    <LineChart
      height={300}
      // hideTooltip removes the x value from the tooltip's header.
      xAxis={[{ scaleType: 'point', data: hours, hideTooltip: true }]}
      series={[
        { data: [12, 15, 21, 24, 20, 16], label: 'Temperature (°C)', valueFormatter: (value) => `${value} °C` },
        {
          data: [11, 11, 11, 11, 11, 11],
          label: 'Yearly mean',
          showMark: false,
          // A null value hides the series from the tooltip; the line is still drawn.
          valueFormatter: () => null,
        },
        {
          data: [0, 0, 2, 5, 1, 0],
          label: 'Rain (mm)',
          // An empty string keeps the row, without a value, when there is no rain.
          valueFormatter: (value) => (value ? `${value} mm` : ''),
        },
      ]}
    />
  );
}
