import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowParams } from '@mui/x-data-grid';

interface Seat {
  id: number;
  seat: string;
  cabin: string;
  available: boolean;
}

const rows: Seat[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  seat: `${Math.floor(index / 4) + 10}${'ABCD'[index % 4]}`,
  cabin: index < 4 ? 'Business' : 'Economy',
  available: index % 3 !== 1,
}));

const columns: GridColDef<Seat>[] = [
  { field: 'seat', headerName: 'Seat', width: 100 },
  { field: 'cabin', headerName: 'Cabin', flex: 1 },
  { field: 'available', headerName: 'Available', type: 'boolean', width: 110 },
];

const isRowSelectable = (params: GridRowParams<Seat>) => params.row.available;

export default function SelectionCheckbox() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        isRowSelectable={isRowSelectable}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
      />
    </Box>
  );
}
