import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

type Song = { id: number; title: string; artist: string; length: string };

const rows: Song[] = [
  { id: 1, title: 'Hyperballad', artist: 'Björk', length: '5:21' },
  { id: 2, title: 'Teardrop', artist: 'Massive Attack', length: '5:29' },
  { id: 3, title: 'Windowlicker', artist: 'Aphex Twin', length: '6:07' },
  { id: 4, title: 'Unfinished Sympathy', artist: 'Massive Attack', length: '5:08' },
];

const columns: GridColDef<Song>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'artist', headerName: 'Artist', flex: 1 },
  { field: 'length', headerName: 'Length', width: 100 },
];

export default function CellFocusNoOutline() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          // No outline when a cell or header is focused by a click...
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outline: 'none',
          },
          [`& .${gridClasses.columnHeader}:focus, & .${gridClasses.columnHeader}:focus-within`]:
            {
              outline: 'none',
            },
          // ...but keyboard users still see where they are.
          [`& .${gridClasses.cell}:focus-visible, & .${gridClasses.columnHeader}:focus-visible`]:
            {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: -2,
            },
        }}
      />
    </Box>
  );
}
