import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuProps,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const rows: Book[] = [
  { id: 1, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
  { id: 4, title: 'Hyperion', author: 'Dan Simmons', year: 1989 },
];

const columns: GridColDef<Book>[] = [
  // No menu button on this column at all.
  { field: 'id', headerName: 'No.', type: 'number', width: 80, disableColumnMenu: true },
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'author', headerName: 'Author', flex: 1 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 110,
    // A year reads without a thousands separator.
    valueFormatter: (value: number) => String(value),
  },
];

// Defined outside the grid's parent so that the slot keeps the same component on
// every render, which keeps an open menu open.
function CompactColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        // `null` removes an item: filtering is done from the toolbar instead.
        columnMenuFilterItem: null,
      }}
      slotProps={{
        // Hide/Manage columns first, sorting after (defaults are 30 and 10).
        columnMenuColumnsItem: { displayOrder: 5 },
      }}
    />
  );
}

export default function ColumnMenuReorderItems() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: CompactColumnMenu }}
        hideFooter
      />
    </Box>
  );
}
