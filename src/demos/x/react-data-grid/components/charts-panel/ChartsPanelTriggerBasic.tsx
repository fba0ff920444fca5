import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import BarChartIcon from '@mui/icons-material/BarChart';
import {
  ChartsPanelTrigger,
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';

type Month = { id: number; month: string; visitors: number; signups: number };

const rows: Month[] = [
  { id: 1, month: 'January', visitors: 4200, signups: 310 },
  { id: 2, month: 'February', visitors: 3900, signups: 280 },
  { id: 3, month: 'March', visitors: 5100, signups: 420 },
  { id: 4, month: 'April', visitors: 5600, signups: 470 },
];

const columns: GridColDef<Month>[] = [
  { field: 'month', headerName: 'Month', flex: 1 },
  { field: 'visitors', headerName: 'Visitors', type: 'number', width: 120 },
  { field: 'signups', headerName: 'Sign-ups', type: 'number', width: 120 },
];

function ChartsToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Charts">
        <ChartsPanelTrigger render={<ToolbarButton />}>
          <BarChartIcon fontSize="small" />
        </ChartsPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

// The panel edits which columns feed the chart; drawing the chart needs a renderer
// (ChartsRenderer from @mui/x-charts-premium, not installed here).
export default function ChartsPanelTriggerBasic() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          chartsIntegration
          experimentalFeatures={{ charts: true }}
          slots={{ toolbar: ChartsToolbar, chartsPanel: GridChartsPanel }}
          showToolbar
          hideFooter
          initialState={{
            chartsIntegration: {
              charts: { main: { dimensions: ['month'], values: ['visitors', 'signups'] } },
            },
          }}
        />
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
