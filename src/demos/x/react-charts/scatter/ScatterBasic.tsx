import { ScatterChart } from '@mui/x-charts/ScatterChart';

const teamA = [
  { id: 'a1', x: 160, y: 55 },
  { id: 'a2', x: 165, y: 61 },
  { id: 'a3', x: 170, y: 64 },
  { id: 'a4', x: 172, y: 70 },
  { id: 'a5', x: 175, y: 68 },
  { id: 'a6', x: 180, y: 77 },
  { id: 'a7', x: 184, y: 80 },
];

const teamB = [
  { id: 'b1', x: 158, y: 60 },
  { id: 'b2', x: 163, y: 66 },
  { id: 'b3', x: 168, y: 72 },
  { id: 'b4', x: 174, y: 79 },
  { id: 'b5', x: 178, y: 83 },
  { id: 'b6', x: 186, y: 90 },
];

export default function ScatterBasic() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Height (cm)', min: 150, max: 190 }]}
      yAxis={[{ label: 'Weight (kg)' }]}
      series={[
        { data: teamA, label: 'Runners' },
        { data: teamB, label: 'Rowers' },
      ]}
    />
  );
}
