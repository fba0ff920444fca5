import Tooltip from '@mui/material/Tooltip';
import PrintIcon from '@mui/icons-material/Print';
import ImageIcon from '@mui/icons-material/Image';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';
import { PieChartPro } from '@mui/x-charts-pro/PieChartPro';
import {
  ChartsToolbarImageExportTrigger,
  ChartsToolbarPrintExportTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';

// Two icon buttons instead of the default export menu.
function ExportButtons() {
  return (
    <Toolbar>
      <Tooltip title="Print">
        <ChartsToolbarPrintExportTrigger
          render={<ToolbarButton aria-label="Print" />}
          options={{ fileName: 'energy-mix' }}
        >
          <PrintIcon fontSize="small" />
        </ChartsToolbarPrintExportTrigger>
      </Tooltip>
      <Tooltip title="Download as PNG">
        <ChartsToolbarImageExportTrigger
          render={<ToolbarButton aria-label="Download as PNG" />}
          options={{ type: 'image/png', fileName: 'energy-mix' }}
        >
          <ImageIcon fontSize="small" />
        </ChartsToolbarImageExportTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportCustomToolbar() {
  return (
    <PieChartPro
      height={300}
      showToolbar
      slots={{ toolbar: ExportButtons }}
      series={[
        {
          innerRadius: 40,
          data: [
            { id: 0, value: 38, label: 'Wind' },
            { id: 1, value: 24, label: 'Solar' },
            { id: 2, value: 19, label: 'Hydro' },
            { id: 3, value: 12, label: 'Gas' },
            { id: 4, value: 7, label: 'Other' },
          ],
        },
      ]}
    />
  );
}
