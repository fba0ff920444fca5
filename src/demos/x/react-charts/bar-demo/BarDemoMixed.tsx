import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2021', '2022', '2023', '2024'];

export default function BarDemoMixed() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: years }]}
      series={[
        { data: [18, 22, 25, 31], label: 'Fiction', stack: 'books' },
        { data: [12, 14, 13, 16], label: 'Non-fiction', stack: 'books' },
        { data: [9, 11, 15, 19], label: 'Audiobooks', stack: 'audio' },
        { data: [4, 6, 7, 10], label: 'Podcasts', stack: 'audio' },
        { data: [20, 17, 15, 12], label: 'Magazines' },
      ]}
    />
  );
}
