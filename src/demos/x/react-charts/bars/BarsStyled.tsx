import { BarChart } from '@mui/x-charts/BarChart';

export default function BarsStyled() {
  return (
    <BarChart
      height={300}
      borderRadius={8}
      barLabel="value"
      grid={{ horizontal: true }}
      xAxis={[
        {
          scaleType: 'band',
          data: ['Q1', 'Q2', 'Q3', 'Q4'],
          categoryGapRatio: 0.4,
          barGapRatio: 0.15,
        },
      ]}
      series={[
        { data: [32, 41, 38, 52], label: '2023' },
        { data: [36, 45, 49, 61], label: '2024' },
      ]}
    />
  );
}
