import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

const rows = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  sprint: `Sprint ${index + 14}`,
  points: 20 + ((index * 11) % 17),
  bugs: (index * 5) % 7,
}));

const columns: GridColDef[] = [
  { field: 'sprint', headerName: 'Sprint', flex: 1 },
  { field: 'points', headerName: 'Story points', type: 'number', width: 130 },
  { field: 'bugs', headerName: 'Bugs closed', type: 'number', width: 130 },
];

export default function StylingSx() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
        getRowClassName={(params) =>
          params.indexRelativeToCurrentPage % 2 === 0 ? 'odd' : 'even'
        }
        sx={{
          borderRadius: 2,
          [`& .${gridClasses.columnHeader}`]: {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
          [`& .${gridClasses.row}.even`]: { bgcolor: 'action.hover' },
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outlineColor: 'secondary.main',
          },
        }}
      />
    </Box>
  );
}
