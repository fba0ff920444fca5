import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';

const tasks = [
  { id: 'done', label: 'Done', value: 46 },
  { id: 'review', label: 'In review', value: 12 },
  { id: 'progress', label: 'In progress', value: 18 },
  { id: 'todo', label: 'Not started', value: 24 },
];

export default function PieDemoPaddingAngle() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <PieChart
        height={240}
        series={[{ data: tasks, innerRadius: 60, outerRadius: 95, paddingAngle: 5, cornerRadius: 6 }]}
        hideLegend
      />
      <PieChart
        height={240}
        series={[
          {
            data: tasks,
            innerRadius: 60,
            outerRadius: 95,
            paddingAngle: 2,
            cornerRadius: 2,
            startAngle: -110,
            endAngle: 110,
            cy: '60%',
          },
        ]}
        slotProps={{ legend: { direction: 'vertical' } }}
      />
    </Stack>
  );
}
