import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const days = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14'];
const cpu = [35, 42, 38, 55, 61, 48, 72, 86, 79, 64, 58, 91, 70, 52];

export default function LineDemoReferenceLines() {
  const theme = useTheme();
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: days, label: 'Day of the month' }]}
      yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
      series={[{ data: cpu, label: 'CPU usage', curve: 'linear' }]}
      hideLegend
    >
      <ChartsReferenceLine
        y={80}
        label="Alert threshold"
        labelAlign="end"
        lineStyle={{ stroke: theme.palette.error.main, strokeDasharray: '4 4' }}
        labelStyle={{ fill: theme.palette.error.main }}
      />
      <ChartsReferenceLine
        x="8"
        label="Release"
        labelAlign="start"
        lineStyle={{ stroke: (theme.vars ?? theme).palette.text.secondary }}
      />
    </LineChart>
  );
}
