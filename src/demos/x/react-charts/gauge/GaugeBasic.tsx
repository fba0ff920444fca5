import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function GaugeBasic() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Gauge width={160} height={160} value={62} />
      <Gauge
        width={160}
        height={160}
        value={62}
        startAngle={-110}
        endAngle={110}
      />
      <Gauge
        width={160}
        height={160}
        value={3.4}
        valueMin={0}
        valueMax={5}
        innerRadius="70%"
        cornerRadius="50%"
        text={({ value, valueMax }) => `${value} / ${valueMax}`}
      />
    </Stack>
  );
}
