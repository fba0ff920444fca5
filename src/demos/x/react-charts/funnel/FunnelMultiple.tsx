import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Two campaigns through the same steps. The first series is drawn at the back.
export default function FunnelMultiple() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          id: 'spring',
          label: 'Spring campaign',
          variant: 'outlined',
          sectionLabel: false,
          data: [
            { label: 'Spring: sent', value: 5000 },
            { label: 'Spring: opened', value: 2600 },
            { label: 'Spring: clicked', value: 900 },
            { label: 'Spring: bought', value: 310 },
          ],
        },
        {
          id: 'autumn',
          label: 'Autumn campaign',
          data: [
            { label: 'Autumn: sent', value: 3000 },
            { label: 'Autumn: opened', value: 1700 },
            { label: 'Autumn: clicked', value: 650 },
            { label: 'Autumn: bought', value: 240 },
          ],
        },
      ]}
      hideLegend
    />
  );
}
