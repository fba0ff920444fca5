import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const weeks = Array.from({ length: 52 }, (_, index) => `W${index + 1}`);
const signups = weeks.map((_, index) => Math.round(60 + 40 * Math.sin(index / 6) + ((index * 13) % 25)));

export default function ZoomSliderPreview() {
  return (
    <BarChartPro
      height={340}
      xAxis={[
        {
          id: 'weeks',
          scaleType: 'band',
          data: weeks,
          zoom: { minSpan: 10, slider: { enabled: true, preview: true } },
        },
      ]}
      series={[{ data: signups, label: 'Sign-ups' }]}
      initialZoom={[{ axisId: 'weeks', start: 0, end: 30 }]}
    />
  );
}
