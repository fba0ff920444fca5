import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

const teams = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];
const actual = [42, 55, 38, 61, 47];
const targets = [50, 50, 45, 55, 50];

// Draws a target tick across each band: band scales give the start and width of a category.
function TargetTicks() {
  const theme = useTheme();
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  const { top } = useDrawingArea();

  return (
    <g>
      {teams.map((team, index) => {
        const start = xScale(team) ?? 0;
        const y = yScale(targets[index] ?? 0);
        return (
          <g key={team}>
            <line
              x1={start}
              x2={start + xScale.bandwidth()}
              y1={y}
              y2={y}
              stroke={(theme.vars || theme).palette.text.primary}
              strokeWidth={3}
            />
            <text x={start + xScale.bandwidth() / 2} y={Math.max(top + 10, y - 6)} textAnchor="middle" fontSize={11} fill={(theme.vars || theme).palette.text.secondary}>
              {`target ${targets[index]}`}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export default function UseScaleBand() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: teams }]}
      yAxis={[{ min: 0, max: 70 }]}
      series={[{ data: actual, label: 'Story points delivered' }]}
    >
      <TargetTicks />
    </BarChart>
  );
}
