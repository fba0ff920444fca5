import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
}

const rows: Book[] = [
  { id: 1, title: 'Dune', author: 'Frank Herbert', year: 1965, pages: 412 },
  { id: 2, title: 'Neuromancer', author: 'William Gibson', year: 1984, pages: 271 },
  { id: 3, title: 'Hyperion', author: 'Dan Simmons', year: 1989, pages: 482 },
  { id: 4, title: 'Foundation', author: 'Isaac Asimov', year: 1951, pages: 255 },
  {
    id: 5,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    pages: 304,
  },
  { id: 6, title: 'Snow Crash', author: 'Neal Stephenson', year: 1992, pages: 480 },
  { id: 7, title: 'Solaris', author: 'Stanisław Lem', year: 1961, pages: 204 },
  { id: 8, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, pages: 264 },
  {
    id: 9,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    year: 1974,
    pages: 387,
  },
  { id: 10, title: 'Ubik', author: 'Philip K. Dick', year: 1969, pages: 202 },
  { id: 11, title: 'Blindsight', author: 'Peter Watts', year: 2006, pages: 384 },
  {
    id: 12,
    title: 'Ancillary Justice',
    author: 'Ann Leckie',
    year: 2013,
    pages: 386,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 170 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 100,
    // A year reads without a thousands separator.
    valueFormatter: (value: number) => String(value),
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
];

export default function DataGridBasic() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
      />
    </Box>
  );
}
