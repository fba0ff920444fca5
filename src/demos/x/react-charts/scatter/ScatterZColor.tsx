import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Cities: average temperature (°C), rainfall (mm/year) and continent as the z value.
const cities = [
  { id: 'oslo', x: 6, y: 760, z: 'Europe' }, { id: 'rome', x: 16, y: 800, z: 'Europe' },
  { id: 'madrid', x: 15, y: 420, z: 'Europe' }, { id: 'lima', x: 19, y: 15, z: 'Americas' },
  { id: 'bogota', x: 14, y: 1010, z: 'Americas' }, { id: 'miami', x: 25, y: 1570, z: 'Americas' },
  { id: 'tokyo', x: 16, y: 1520, z: 'Asia' }, { id: 'delhi', x: 25, y: 790, z: 'Asia' },
  { id: 'singapore', x: 28, y: 2340, z: 'Asia' }, { id: 'cairo', x: 22, y: 25, z: 'Africa' },
  { id: 'lagos', x: 27, y: 1800, z: 'Africa' }, { id: 'nairobi', x: 18, y: 870, z: 'Africa' },
];

export default function ScatterZColor() {
  const theme = useTheme();
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Average temperature (°C)' }]}
      yAxis={[{ label: 'Rainfall (mm a year)', width: 60 }]}
      zAxis={[
        {
          id: 'continent',
          colorMap: {
            type: 'ordinal',
            values: ['Europe', 'Americas', 'Asia', 'Africa'],
            colors: [
              theme.palette.primary.main,
              theme.palette.warning.main,
              theme.palette.error.main,
              theme.palette.success.main,
            ],
          },
        },
      ]}
      series={[
        {
          data: cities,
          label: 'Cities',
          zAxisId: 'continent',
          markerSize: 7,
          valueFormatter: (point) => (point === null ? '' : `${point.id}: ${point.x} °C, ${point.y} mm (${point.z})`),
        },
      ]}
      hideLegend
    />
  );
}
