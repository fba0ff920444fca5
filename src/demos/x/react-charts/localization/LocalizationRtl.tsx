import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Hebrew month names; in a right-to-left page, time runs from right to left.
const months = ['ינואר', 'פברואר', 'מרץ', 'אפריל', 'מאי', 'יוני'];

export default function LocalizationRtl() {
  return (
    <Box dir="rtl" lang="he">
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months, reverse: true }]}
        yAxis={[{ position: 'right' }]}
        series={[
          { data: [21, 25, 30, 28, 34, 39], label: 'הזמנות' },
          { data: [8, 11, 9, 14, 12, 17], label: 'החזרות' },
        ]}
      />
    </Box>
  );
}
