import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, author: 'Maya', review: 'Solid build quality.' },
  {
    id: 2,
    author: 'Jon',
    review:
      'Battery life is better than advertised: two full days of mixed use. The charger is slow, though, and the cable is far too short for a desk setup.',
  },
  { id: 3, author: 'Ruth', review: 'Arrived a day early and works as described.' },
  {
    id: 4,
    author: 'Kenji',
    review:
      'The screen is sharp and bright outdoors. I would have liked more storage options for the price, and the case scratches easily.',
  },
];

const columns: GridColDef[] = [
  { field: 'author', headerName: 'Author', width: 110 },
  { field: 'review', headerName: 'Review', flex: 1, minWidth: 200 },
];

export default function RowHeightAuto() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 80}
        hideFooter
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
    </Box>
  );
}
