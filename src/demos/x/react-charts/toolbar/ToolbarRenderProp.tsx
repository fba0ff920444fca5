import Button from '@mui/material/Button';
import { Toolbar } from '@mui/x-charts/Toolbar';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import {
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
  ChartsToolbarPrintExportTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';

// Text buttons instead of icons: the triggers keep their behavior, `render` chooses the element.
function TextToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      <ChartsToolbarZoomInTrigger render={<Button size="small" variant="outlined" />}>
        Zoom in
      </ChartsToolbarZoomInTrigger>
      <ChartsToolbarZoomOutTrigger render={<Button size="small" variant="outlined" />}>
        Zoom out
      </ChartsToolbarZoomOutTrigger>
      <ChartsToolbarPrintExportTrigger render={<Button size="small" />}>Print</ChartsToolbarPrintExportTrigger>
    </Toolbar>
  );
}

const days = Array.from({ length: 31 }, (_, index) => `${index + 1}`);
const steps = days.map((_, index) => 6000 + ((index * 1733) % 6000));

export default function ToolbarRenderProp() {
  return (
    <BarChartPro
      height={320}
      showToolbar
      slots={{ toolbar: TextToolbar }}
      xAxis={[{ id: 'days', scaleType: 'band', data: days, label: 'Day of March', zoom: true }]}
      series={[{ data: steps, label: 'Steps' }]}
    />
  );
}
