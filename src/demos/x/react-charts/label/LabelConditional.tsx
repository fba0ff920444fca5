import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const online = [42, 48, 51, 8, 57, 63];
const store = [30, 6, 28, 31, 29, 4];

export default function LabelConditional() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[
        {
          data: online,
          label: 'Online',
          stack: 'sales',
          // No label on bars too short to hold one.
          barLabel: (item) => (item.value !== null && item.value >= 10 ? `${item.value}` : null),
        },
        {
          data: store,
          label: 'Store',
          stack: 'sales',
          // Labels can depend on the bar's size too: hide them when the bar is less than 18px tall.
          barLabel: (item, context) => (context.bar.height < 18 ? null : `${item.value}`),
        },
      ]}
    />
  );
}
