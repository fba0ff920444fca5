import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Used cars: mileage (thousand km), price (thousand €) and age (years) as z.
const cars = ([
  [12, 31, 1], [25, 27, 2], [30, 26, 2], [41, 23, 3], [48, 21, 4], [55, 19, 4], [62, 18, 5],
  [70, 16, 6], [78, 15, 6], [85, 13, 7], [95, 12, 8], [104, 10, 9], [118, 9, 10], [130, 7, 11],
  [145, 6, 12], [160, 5, 14], [35, 29, 1], [60, 22, 3], [90, 17, 5], [120, 12, 8],
] as [number, number, number][]).map(([x, y, z], index) => ({ id: index, x, y, z }));

export default function ScatterDemoColorScale() {
  const theme = useTheme();
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Mileage (thousand km)' }]}
      yAxis={[{ label: 'Price (thousand €)' }]}
      zAxis={[
        {
          id: 'age',
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 14,
            color: [theme.palette.success.light, theme.palette.error.dark],
          },
        },
      ]}
      series={[
        {
          data: cars,
          label: 'Cars',
          zAxisId: 'age',
          markerSize: 6,
          valueFormatter: (point) =>
            point === null ? '' : `${point.x}k km, €${point.y}k, ${point.z} years old`,
        },
      ]}
      hideLegend
    />
  );
}
