import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Recommended daily servings, from the base of the pyramid to the top.
const servings = [
  { label: 'Vegetables and fruit', value: 7 },
  { label: 'Grains', value: 6 },
  { label: 'Dairy', value: 3 },
  { label: 'Meat, fish and beans', value: 2 },
  { label: 'Fats and sweets', value: 1 },
];

export default function PyramidBasic() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          data: servings,
          curve: 'pyramid',
          label: 'Daily servings',
          valueFormatter: (item) => `${item.value} a day`,
        },
      ]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
