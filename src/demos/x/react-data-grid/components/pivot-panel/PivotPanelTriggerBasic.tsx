import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import {
  DataGridPremium,
  GridColDef,
  GridPivotModel,
  PivotPanelTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';

type Sale = { id: number; region: string; product: string; quarter: string; revenue: number };

const rows: Sale[] = [
  { id: 1, region: 'North', product: 'Kettle', quarter: 'Q1', revenue: 1200 },
  { id: 2, region: 'North', product: 'Toaster', quarter: 'Q1', revenue: 900 },
  { id: 3, region: 'South', product: 'Kettle', quarter: 'Q1', revenue: 1500 },
  { id: 4, region: 'South', product: 'Toaster', quarter: 'Q2', revenue: 1100 },
  { id: 5, region: 'North', product: 'Kettle', quarter: 'Q2', revenue: 1300 },
  { id: 6, region: 'South', product: 'Kettle', quarter: 'Q2', revenue: 1700 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'region' }],
  columns: [{ field: 'quarter' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

function PivotToolbar() {
  return (
    <Toolbar>
      <PivotPanelTrigger
        render={(props, state) => (
          <Tooltip title={state.active ? 'Pivot (on)' : 'Pivot'}>
            <ToolbarButton {...props} color={state.active ? 'primary' : 'default'}>
              <PivotTableChartIcon fontSize="small" />
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </Toolbar>
  );
}

export default function PivotPanelTriggerBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ toolbar: PivotToolbar }}
        showToolbar
        hideFooter
        initialState={{ pivoting: { model: pivotModel } }}
      />
    </Box>
  );
}
