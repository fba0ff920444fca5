import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Features: how many customers use them (%) and how satisfied they are (1-10).
const features = [
  { id: 'search', x: 82, y: 8.1 }, { id: 'export', x: 35, y: 7.6 }, { id: 'alerts', x: 64, y: 5.2 },
  { id: 'sharing', x: 71, y: 7.9 }, { id: 'themes', x: 22, y: 4.1 }, { id: 'api', x: 18, y: 8.4 },
  { id: 'reports', x: 55, y: 6.8 }, { id: 'import', x: 41, y: 4.9 }, { id: 'mobile', x: 77, y: 4.6 },
];

export default function ScatterDemoQuadrants() {
  const theme = useTheme();
  const lineStyle = { stroke: (theme.vars ?? theme).palette.text.secondary, strokeDasharray: '4 4' };
  return (
    <ScatterChart
      height={340}
      xAxis={[{ min: 0, max: 100, label: 'Adoption (%)' }]}
      yAxis={[{ min: 3, max: 10, label: 'Satisfaction' }]}
      series={[
        {
          data: features,
          label: 'Features',
          markerSize: 7,
          valueFormatter: (point) =>
            point === null ? '' : `${point.id}: ${point.x}% use it, rated ${point.y}`,
        },
      ]}
      hideLegend
    >
      <ChartsReferenceLine x={50} lineStyle={lineStyle} label="50% adoption" labelAlign="start" />
      <ChartsReferenceLine y={6.5} lineStyle={lineStyle} label="Target rating" labelAlign="end" />
    </ScatterChart>
  );
}
