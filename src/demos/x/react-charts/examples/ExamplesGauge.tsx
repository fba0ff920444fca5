import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

const meters = [
  { name: 'CPU', value: 42 },
  { name: 'Memory', value: 71 },
  { name: 'Disk', value: 88 },
];

export default function ExamplesGauge() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      {meters.map((meter) => (
        <Stack key={meter.name} sx={{ alignItems: 'center' }}>
          <Gauge
            width={130}
            height={110}
            value={meter.value}
            startAngle={-110}
            endAngle={110}
            innerRadius="75%"
            cornerRadius="50%"
            text={({ value }) => `${value}%`}
          />
          <Typography variant="body2" color="text.secondary">
            {meter.name}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
