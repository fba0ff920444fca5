import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

const hours = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22];

export default function CompositionReferenceLine() {
  return (
    <ChartsContainer
      height={300}
      xAxis={[
        {
          data: hours,
          scaleType: 'point',
          valueFormatter: (hour: number) => `${hour}:00`,
        },
      ]}
      yAxis={[{ min: 0, max: 100, label: 'CPU (%)' }]}
      series={[
        {
          type: 'line',
          data: [22, 18, 15, 20, 48, 66, 84, 91, 72, 55, 38, 26],
          label: 'CPU',
        },
      ]}
    >
      <ChartsReferenceLine
        y={80}
        label="Alert threshold"
        labelAlign="start"
        lineStyle={{ stroke: '#e53935', strokeDasharray: '6 4' }}
        labelStyle={{ fill: '#e53935', fontSize: 12 }}
      />
      <ChartsReferenceLine
        x={12}
        label="Noon"
        lineStyle={{ strokeDasharray: '2 3' }}
      />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis label="Hour" />
      <ChartsYAxis />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
