import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDataset, useDrawingArea, useYScale } from '@mui/x-charts/hooks';

interface Reading {
  hour: number;
  pm25: number;
  [key: string]: number;
}

const readings: Reading[] = [
  { hour: 0, pm25: 12 }, { hour: 3, pm25: 9 }, { hour: 6, pm25: 18 }, { hour: 9, pm25: 31 },
  { hour: 12, pm25: 24 }, { hour: 15, pm25: 22 }, { hour: 18, pm25: 35 }, { hour: 21, pm25: 20 },
];

// Computes the mean of the dataset's pm25 column and draws it as a reference line.
function DatasetMean() {
  const theme = useTheme();
  const rows = useDataset<Reading[]>() ?? [];
  const { left, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  if (rows.length === 0) {
    return null;
  }
  const mean = rows.reduce((sum, row) => sum + row.pm25, 0) / rows.length;
  const y = yScale(mean);

  return (
    <g>
      <line x1={left} x2={left + width} y1={y} y2={y} stroke={(theme.vars || theme).palette.success.main} strokeDasharray="5 3" />
      <text x={left + 6} y={y - 6} fontSize={12} fill={(theme.vars || theme).palette.success.main}>
        {`Daily mean ${mean.toFixed(1)} µg/m³`}
      </text>
    </g>
  );
}

export default function UseDatasetAverage() {
  return (
    <LineChart
      height={300}
      dataset={readings}
      xAxis={[{ dataKey: 'hour', valueFormatter: (hour: number) => `${hour}:00` }]}
      yAxis={[{ min: 0 }]}
      series={[{ dataKey: 'pm25', label: 'PM2.5 (µg/m³)' }]}
    >
      <DatasetMean />
    </LineChart>
  );
}
