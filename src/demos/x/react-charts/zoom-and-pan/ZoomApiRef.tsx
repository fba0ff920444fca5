import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const sales = [32, 28, 41, 45, 52, 61, 66, 63, 55, 47, 39, 58];

// With 12 points on a point scale, 0% is January and 100% is December.
const quarters = [
  { label: 'Q1', start: 0, end: 100 * (2 / 11) },
  { label: 'Q2', start: 100 * (3 / 11), end: 100 * (5 / 11) },
  { label: 'Q3', start: 100 * (6 / 11), end: 100 * (8 / 11) },
  { label: 'Q4', start: 100 * (9 / 11), end: 100 },
];

export default function ZoomApiRef() {
  const apiRef = useChartProApiRef<'line'>();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} role="group" aria-label="Show a quarter">
        {quarters.map((quarter) => (
          <Button
            key={quarter.label}
            size="small"
            variant="outlined"
            onClick={() =>
              apiRef.current?.setAxisZoomData('months', {
                axisId: 'months',
                start: quarter.start,
                end: quarter.end,
              })
            }
          >
            {quarter.label}
          </Button>
        ))}
        <Button
          size="small"
          onClick={() => apiRef.current?.setZoomData([{ axisId: 'months', start: 0, end: 100 }])}
        >
          Whole year
        </Button>
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[
          { id: 'months', scaleType: 'point', data: months, zoom: { minSpan: 10 } },
        ]}
        series={[{ data: sales, label: 'Sales (k$)' }]}
      />
    </Stack>
  );
}
