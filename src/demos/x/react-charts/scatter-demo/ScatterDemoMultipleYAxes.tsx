import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Price (€) of a product against two different measures of demand.
const prices = [5, 7, 9, 11, 13, 15, 17, 19, 21, 23];
const unitsSold = [940, 860, 790, 700, 640, 560, 500, 430, 380, 320];
const ratings = [3.4, 3.6, 3.9, 4.0, 4.1, 4.3, 4.2, 4.5, 4.6, 4.6];

export default function ScatterDemoMultipleYAxes() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Price (€)' }]}
      yAxis={[
        { id: 'units', label: 'Units sold', width: 60 },
        { id: 'rating', label: 'Average rating', position: 'right', min: 3, max: 5, width: 60 },
      ]}
      series={[
        {
          label: 'Units sold',
          yAxisId: 'units',
          data: prices.map((x, index) => ({ id: `u${index}`, x, y: unitsSold[index] ?? 0 })),
        },
        {
          label: 'Average rating',
          yAxisId: 'rating',
          data: prices.map((x, index) => ({ id: `r${index}`, x, y: ratings[index] ?? 0 })),
        },
      ]}
    />
  );
}
