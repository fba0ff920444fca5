import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Rendered first, so it sits behind the grid and the bars.
function PlotBackground() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  return <rect x={left} y={top} width={width} height={height} rx={8} fill={(theme.vars || theme).palette.action.hover} />;
}

export default function StylingPlotBackground() {
  return (
    <ChartsContainer
      height={300}
      xAxis={[{ id: 'lang', scaleType: 'band', data: ['C', 'Go', 'Java', 'Python', 'Rust'] }]}
      yAxis={[{ id: 'y' }]}
      series={[{ type: 'bar', data: [14, 9, 18, 26, 7], label: 'Open positions' }]}
    >
      <PlotBackground />
      <ChartsGrid horizontal />
      <BarPlot borderRadius={4} />
      <ChartsXAxis axisId="lang" disableLine disableTicks />
      <ChartsYAxis axisId="y" disableLine disableTicks />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
