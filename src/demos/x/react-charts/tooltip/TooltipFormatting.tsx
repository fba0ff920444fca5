import { LineChart } from '@mui/x-charts/LineChart';

const days = [1, 2, 3, 4, 5, 6, 7];

const euros = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
});

export default function TooltipFormatting() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: days,
          scaleType: 'point',
          valueFormatter: (day: number, context) =>
            context.location === 'tooltip'
              ? `Day ${day} of the campaign`
              : `D${day}`,
        },
      ]}
      series={[
        {
          data: [1200, 1350, 1280, 1610, 1720, 1690, 1900],
          label: 'Sales',
          valueFormatter: (value) =>
            value === null ? 'No data' : euros.format(value),
        },
        {
          data: [300, 320, 410, null, 390, 420, 460],
          label: (location) =>
            location === 'tooltip' ? 'Ad spend (paid search)' : 'Ad spend',
          valueFormatter: (value) =>
            value === null ? 'No data' : euros.format(value),
        },
      ]}
    />
  );
}
