import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const data = [3, 5, 4, 8, 6, 9, 7, 11, 10, 13];

export default function SparklineBasic() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <Box sx={{ flexGrow: 1, minWidth: 160 }}>
        <SparkLineChart data={data} height={60} />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 160 }}>
        <SparkLineChart
          data={data}
          height={60}
          area
          curve="natural"
          showHighlight
          showTooltip
        />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 160 }}>
        <SparkLineChart data={data} height={60} plotType="bar" showTooltip />
      </Box>
    </Stack>
  );
}
