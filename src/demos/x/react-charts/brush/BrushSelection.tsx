import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';
import { useBrush, useXScale, useYScale } from '@mui/x-charts/hooks';

interface Car {
  id: number;
  name: string;
  x: number; // weight (t)
  y: number; // consumption (L/100 km)
}

const cars: Car[] = [
  { id: 0, name: 'City A', x: 1.0, y: 4.8 },
  { id: 1, name: 'City B', x: 1.1, y: 5.2 },
  { id: 2, name: 'Compact C', x: 1.3, y: 5.9 },
  { id: 3, name: 'Compact D', x: 1.35, y: 6.4 },
  { id: 4, name: 'Sedan E', x: 1.5, y: 6.8 },
  { id: 5, name: 'Sedan F', x: 1.6, y: 7.5 },
  { id: 6, name: 'Estate G', x: 1.7, y: 7.1 },
  { id: 7, name: 'SUV H', x: 1.9, y: 8.6 },
  { id: 8, name: 'SUV I', x: 2.1, y: 9.4 },
  { id: 9, name: 'Van J', x: 2.3, y: 9.9 },
  { id: 10, name: 'Pickup K', x: 2.4, y: 11.2 },
  { id: 11, name: 'Hybrid L', x: 1.45, y: 4.4 },
];

interface SelectionReporterProps {
  onSelect: (ids: number[]) => void;
}

// Renders nothing: turns the brush rectangle into the list of cars inside it.
function SelectionReporter({ onSelect }: SelectionReporterProps) {
  const brush = useBrush();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const lastKey = React.useRef('');

  React.useEffect(() => {
    if (!brush) {
      return; // Keep the last selection once the reader releases the pointer.
    }
    const xA = xScale.invert(brush.start.x);
    const xB = xScale.invert(brush.current.x);
    const yA = yScale.invert(brush.start.y);
    const yB = yScale.invert(brush.current.y);
    const [minX, maxX] = [Math.min(xA, xB), Math.max(xA, xB)];
    const [minY, maxY] = [Math.min(yA, yB), Math.max(yA, yB)];
    const ids = cars
      .filter((car) => car.x >= minX && car.x <= maxX && car.y >= minY && car.y <= maxY)
      .map((car) => car.id);
    // Report only changes: a new array on every pointer move would re-render the chart for nothing.
    const key = ids.join(',');
    if (key !== lastKey.current) {
      lastKey.current = key;
      onSelect(ids);
    }
  }, [brush, xScale, yScale, onSelect]);

  return null;
}

export default function BrushSelection() {
  const [selected, setSelected] = React.useState<number[]>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Weight (t)', min: 0.8, max: 2.6 }]}
        yAxis={[{ label: 'L/100 km', min: 4, max: 12 }]}
        series={[{ data: cars, label: 'Cars', valueFormatter: (car) => car && `${car.x} t, ${car.y} L` }]}
        brushConfig={{ enabled: true }}
      >
        <ChartsBrushOverlay />
        <SelectionReporter onSelect={setSelected} />
      </ScatterChart>
      <Typography variant="body2" aria-live="polite">
        {selected.length === 0
          ? 'Drag a rectangle over the points to select cars.'
          : `Selected (${selected.length}): ${cars.filter((car) => selected.includes(car.id)).map((car) => car.name).join(', ')}`}
      </Typography>
    </Stack>
  );
}
