import { ChartsContainerPro } from '@mui/x-charts-pro/ChartsContainerPro';
import { ChartsZoomSlider } from '@mui/x-charts-pro/ChartsZoomSlider';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';

const months = Array.from({ length: 36 }, (_, index) => `${(index % 12) + 1}/${22 + Math.floor(index / 12)}`);
const rain = months.map((_, index) => Math.round(50 + 35 * Math.cos((2 * Math.PI * index) / 12)));
const average = rain.map((_, index, all) => {
  const window = all.slice(Math.max(0, index - 2), index + 1);
  return Math.round(window.reduce((sum, value) => sum + value, 0) / window.length);
});

export default function ZoomSliderComposition() {
  return (
    <ChartsContainerPro
      height={340}
      xAxis={[
        {
          id: 'month',
          scaleType: 'band',
          data: months,
          zoom: { slider: { enabled: true } },
        },
      ]}
      yAxis={[{ id: 'mm', label: 'Rain (mm)', width: 60 }]}
      series={[
        { type: 'bar', data: rain, label: 'Monthly rain' },
        { type: 'line', data: average, label: '3-month average' },
      ]}
      initialZoom={[{ axisId: 'month', start: 0, end: 40 }]}
    >
      <g clipPath="url(#zoom-composition-clip)">
        <BarPlot />
        <LinePlot />
      </g>
      <ChartsClipPath id="zoom-composition-clip" />
      <ChartsXAxis axisId="month" />
      <ChartsYAxis axisId="mm" />
      <ChartsZoomSlider />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartsContainerPro>
  );
}
