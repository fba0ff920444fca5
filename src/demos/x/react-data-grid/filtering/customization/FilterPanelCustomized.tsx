import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridLogicOperator } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  genre: string;
}

const rows: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, genre: 'Science fiction' },
  { id: 2, title: 'Beloved', author: 'Toni Morrison', year: 1987, genre: 'Literary' },
  { id: 3, title: 'The Name of the Rose', author: 'Umberto Eco', year: 1980, genre: 'Mystery' },
  { id: 4, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, genre: 'Science fiction' },
  { id: 5, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, genre: 'Literary' },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 170 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  {
    field: 'genre',
    headerName: 'Genre',
    type: 'singleSelect',
    valueOptions: ['Literary', 'Mystery', 'Science fiction'],
    width: 150,
  },
];

export default function FilterPanelCustomized() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slotProps={{
          filterPanel: {
            // Columns listed alphabetically, and only "And" between conditions.
            columnsSort: 'asc',
            logicOperators: [GridLogicOperator.And],
            filterFormProps: {
              columnInputProps: { size: 'small', sx: { mt: 'auto' } },
              operatorInputProps: { size: 'small', sx: { mt: 'auto' } },
              valueInputProps: { InputComponentProps: { size: 'small' } },
              deleteIconProps: { sx: { '& .MuiSvgIcon-root': { color: 'error.main' } } },
            },
            sx: { '& .MuiDataGrid-filterForm': { p: 2, bgcolor: 'action.hover' } },
          },
        }}
      />
    </Box>
  );
}
