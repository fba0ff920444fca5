import { alpha, useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';

const percent = (item: { value: number }) => `${item.value}%`;

export default function PieDemoTwoLevel() {
  const theme = useTheme();
  const europe = theme.palette.primary.main;
  const americas = theme.palette.warning.main;
  const asia = theme.palette.success.main;

  const regions = [
    { id: 'europe', label: 'Europe', value: 48, color: europe },
    { id: 'americas', label: 'Americas', value: 34, color: americas },
    { id: 'asia', label: 'Asia', value: 18, color: asia },
  ];
  // Outer ring: countries in the order of their region, in lighter shades of its color.
  const countries = [
    { id: 'de', label: 'Germany', value: 20, color: alpha(europe, 0.85) },
    { id: 'fr', label: 'France', value: 16, color: alpha(europe, 0.6) },
    { id: 'es', label: 'Spain', value: 12, color: alpha(europe, 0.4) },
    { id: 'us', label: 'United States', value: 24, color: alpha(americas, 0.85) },
    { id: 'br', label: 'Brazil', value: 10, color: alpha(americas, 0.5) },
    { id: 'jp', label: 'Japan', value: 11, color: alpha(asia, 0.8) },
    { id: 'in', label: 'India', value: 7, color: alpha(asia, 0.5) },
  ];

  return (
    <PieChart
      height={320}
      series={[
        {
          id: 'regions',
          data: regions,
          outerRadius: 80,
          valueFormatter: percent,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
        {
          id: 'countries',
          data: countries,
          innerRadius: 88,
          outerRadius: 130,
          paddingAngle: 1,
          arcLabel: (item) => item.label ?? '',
          arcLabelMinAngle: 35,
          valueFormatter: percent,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
