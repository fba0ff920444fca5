import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Recommended daily servings, from the top of the pyramid to its base. The values grow,
// so the default funnelDirection ('auto') puts the point at the top.
const servings = [
  { label: 'Fats and sweets', value: 1 },
  { label: 'Meat, fish and beans', value: 2 },
  { label: 'Dairy', value: 3 },
  { label: 'Grains', value: 6 },
  { label: 'Vegetables and fruit', value: 7 },
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
