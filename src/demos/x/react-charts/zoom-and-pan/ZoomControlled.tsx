import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

const days = Array.from({ length: 60 }, (_, index) => index + 1);
const revenue = days.map((day) => Math.round(1000 + 300 * Math.sin(day / 6) + day * 12));
const orders = days.map((day) => Math.round(40 + 12 * Math.sin(day / 6) + (day % 7) * 2));

const initialZoom: ZoomData[] = [{ axisId: 'days', start: 0, end: 50 }];

export default function ZoomControlled() {
  const [zoom, setZoom] = React.useState<ZoomData[]>(initialZoom);
  const range = zoom.find((item) => item.axisId === 'days');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={() => setZoom(initialZoom)}>
          Reset zoom
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Visible: {range ? `${range.start.toFixed(0)}% to ${range.end.toFixed(0)}%` : 'all'} of the
          axis
        </Typography>
      </Stack>
      <LineChartPro
        height={220}
        xAxis={[{ id: 'days', data: days, zoom: true }]}
        series={[{ data: revenue, label: 'Revenue ($)', showMark: false }]}
        zoomData={zoom}
        onZoomChange={setZoom}
      />
      <BarChartPro
        height={220}
        xAxis={[{ id: 'days', scaleType: 'band', data: days, zoom: true }]}
        series={[{ data: orders, label: 'Orders' }]}
        zoomData={zoom}
        onZoomChange={setZoom}
      />
    </Stack>
  );
}
