import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    title: 'Piranesi',
    author: 'Susanna Clarke',
    genre: 'Fantasy',
    year: 2020,
  },
  {
    id: 2,
    title: 'Klara and the Sun',
    author: 'Kazuo Ishiguro',
    genre: 'Literary',
    year: 2021,
  },
  {
    id: 3,
    title: 'Project Hail Mary',
    author: 'Andy Weir',
    genre: 'Science fiction',
    year: 2021,
  },
  {
    id: 4,
    title: 'The Overstory',
    author: 'Richard Powers',
    genre: 'Literary',
    year: 2018,
  },
  { id: 5, title: 'Circe', author: 'Madeline Miller', genre: 'Fantasy', year: 2018 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 140 },
  { field: 'genre', headerName: 'Genre', width: 140 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    // A year reads without a thousands separator.
    valueFormatter: (value: number) => String(value),
  },
];

export default function ToolbarDefault() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Book club picks"
        showToolbar
        slotProps={{
          toolbar: {
            quickFilterProps: { debounceMs: 300 },
            printOptions: { disableToolbarButton: true },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
