import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Mountain {
  id: number;
  name: string;
  range: string;
  height: number;
}

const rows: Mountain[] = [
  { id: 1, name: 'Mont Blanc', range: 'Alps', height: 4806 },
  { id: 2, name: 'Aconcagua', range: 'Andes', height: 6961 },
  { id: 3, name: 'Denali', range: 'Alaska Range', height: 6190 },
  { id: 4, name: 'Kilimanjaro', range: 'Kilimanjaro', height: 5895 },
  { id: 5, name: 'Elbrus', range: 'Caucasus', height: 5642 },
  { id: 6, name: 'Matterhorn', range: 'Alps', height: 4478 },
  { id: 7, name: 'Huascarán', range: 'Andes', height: 6768 },
];

const columns: GridColDef<Mountain>[] = [
  { field: 'name', headerName: 'Mountain', flex: 1 },
  { field: 'range', headerName: 'Range', flex: 1 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 130 },
];

export default function SortingInitial() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'height', sort: 'desc' }] },
        }}
        hideFooter
      />
    </Box>
  );
}
