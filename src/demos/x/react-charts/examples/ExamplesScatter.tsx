import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Apartments: surface (m²) and monthly rent (€), in two neighbourhoods.
const center = [
  { id: 'c1', x: 32, y: 980 }, { id: 'c2', x: 45, y: 1250 }, { id: 'c3', x: 51, y: 1420 },
  { id: 'c4', x: 60, y: 1600 }, { id: 'c5', x: 72, y: 1890 }, { id: 'c6', x: 85, y: 2210 },
  { id: 'c7', x: 40, y: 1180 }, { id: 'c8', x: 66, y: 1720 },
];
const suburbs = [
  { id: 's1', x: 40, y: 690 }, { id: 's2', x: 55, y: 850 }, { id: 's3', x: 63, y: 960 },
  { id: 's4', x: 78, y: 1100 }, { id: 's5', x: 90, y: 1260 }, { id: 's6', x: 104, y: 1400 },
  { id: 's7', x: 48, y: 760 }, { id: 's8', x: 70, y: 1020 },
];

export default function ExamplesScatter() {
  return (
    <ScatterChart
      height={280}
      xAxis={[{ label: 'Surface (m²)' }]}
      yAxis={[{ label: 'Rent (€)', width: 60 }]}
      series={[
        { data: center, label: 'City center' },
        { data: suburbs, label: 'Suburbs' },
      ]}
    />
  );
}
