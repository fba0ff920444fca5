import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';

const rows = [
  { id: 1, fromage: 'Comté', region: 'Jura', affinage: 18 },
  { id: 2, fromage: 'Roquefort', region: 'Aveyron', affinage: 3 },
  { id: 3, fromage: 'Reblochon', region: 'Savoie', affinage: 1 },
  { id: 4, fromage: 'Beaufort', region: 'Savoie', affinage: 12 },
  { id: 5, fromage: 'Mimolette', region: 'Nord', affinage: 6 },
  { id: 6, fromage: 'Brie de Meaux', region: 'Île-de-France', affinage: 2 },
];

const columns: GridColDef[] = [
  { field: 'fromage', headerName: 'Fromage', flex: 1 },
  { field: 'region', headerName: 'Région', flex: 1 },
  { field: 'affinage', headerName: 'Affinage (mois)', type: 'number', width: 150 },
];

export default function LocalizationFrench() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        localeText={frFR.components.MuiDataGrid.defaultProps.localeText}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
      />
    </Box>
  );
}
