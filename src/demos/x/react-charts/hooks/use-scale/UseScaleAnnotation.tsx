import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const riders = [41, 44, 46, 49, 52, 23, 31, 44, 53, 58];

interface AnnotationProps {
  x: number;
  y: number;
  text: string;
}

// Places a callout at a data value: the scales turn values into SVG coordinates.
function Annotation({ x, y, text }: AnnotationProps) {
  const theme = useTheme();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const px = xScale(x);
  const py = yScale(y);

  return (
    <g>
      <circle cx={px} cy={py} r={6} fill="none" stroke={(theme.vars || theme).palette.error.main} strokeWidth={2} />
      <line x1={px} y1={py + 8} x2={px} y2={py + 40} stroke={(theme.vars || theme).palette.error.main} />
      <text x={px} y={py + 54} textAnchor="middle" fontSize={12} fill={(theme.vars || theme).palette.text.primary}>
        {text}
      </text>
    </g>
  );
}

export default function UseScaleAnnotation() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, valueFormatter: (year: number) => String(year) }]}
      yAxis={[{ min: 0, max: 70 }]}
      series={[{ data: riders, label: 'Riders (millions)' }]}
    >
      <Annotation x={2020} y={23} text="Lockdowns" />
    </LineChart>
  );
}
