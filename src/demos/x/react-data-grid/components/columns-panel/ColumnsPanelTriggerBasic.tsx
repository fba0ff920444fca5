import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import {
  ColumnsPanelTrigger,
  DataGrid,
  GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

type Laptop = {
  id: number;
  model: string;
  cpu: string;
  ram: number;
  storage: number;
  weight: number;
  price: number;
};

const rows: Laptop[] = [
  { id: 1, model: 'Aero 14', cpu: '8-core', ram: 16, storage: 512, weight: 1.3, price: 1299 },
  { id: 2, model: 'Vista 16', cpu: '12-core', ram: 32, storage: 1024, weight: 2.1, price: 2199 },
  { id: 3, model: 'Nimbus 13', cpu: '6-core', ram: 8, storage: 256, weight: 1.1, price: 849 },
  { id: 4, model: 'Forge 15', cpu: '10-core', ram: 16, storage: 1024, weight: 1.8, price: 1599 },
];

const columns: GridColDef<Laptop>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 110 },
  { field: 'cpu', headerName: 'CPU', width: 100 },
  { field: 'ram', headerName: 'RAM (GB)', type: 'number', width: 100 },
  { field: 'storage', headerName: 'Storage (GB)', type: 'number', width: 120 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
];

function ColumnsToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Choose columns">
        <ColumnsPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color={state.open ? 'primary' : 'default'}>
              {state.open ? (
                <ViewColumnIcon fontSize="small" />
              ) : (
                <ViewColumnOutlinedIcon fontSize="small" />
              )}
            </ToolbarButton>
          )}
        />
      </Tooltip>
    </Toolbar>
  );
}

export default function ColumnsPanelTriggerBasic() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ColumnsToolbar }}
        showToolbar
        hideFooter
        initialState={{ columns: { columnVisibilityModel: { weight: false } } }}
      />
    </Box>
  );
}
