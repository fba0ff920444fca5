import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Wolfgang Amadeus Mozart', born: 1756, city: 'Salzburg' },
  { id: 2, name: 'Clara Schumann', born: 1819, city: 'Leipzig' },
  { id: 3, name: 'Heitor Villa-Lobos', born: 1887, city: 'Rio de Janeiro' },
  {
    id: 4,
    name: 'Hildegard von Bingen',
    born: 1098,
    city: 'Bermersheim vor der Höhe',
  },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Composer', width: 100 },
  { field: 'born', headerName: 'Born', type: 'number', width: 100 },
  { field: 'city', headerName: 'Birthplace', width: 100 },
];

export default function ColumnAutosize() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            void apiRef.current?.autosizeColumns({ includeHeaders: true });
          }}
        >
          Fit columns to content
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            void apiRef.current?.autosizeColumns({
              includeHeaders: true,
              expand: true,
            });
          }}
        >
          Fit and fill the width
        </Button>
      </Stack>
      <Box sx={{ height: 280 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
