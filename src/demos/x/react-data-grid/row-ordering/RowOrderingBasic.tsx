import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

interface Song {
  id: number;
  title: string;
  artist: string;
  length: string;
}

const initialSongs: Song[] = [
  { id: 1, title: 'Águas de Março', artist: 'Elis Regina', length: '3:32' },
  { id: 2, title: 'Pata Pata', artist: 'Miriam Makeba', length: '3:00' },
  { id: 3, title: 'Ne me quitte pas', artist: 'Nina Simone', length: '3:36' },
  { id: 4, title: 'Sukiyaki', artist: 'Kyu Sakamoto', length: '3:05' },
  { id: 5, title: 'Lambada', artist: 'Kaoma', length: '3:27' },
];

const columns: GridColDef<Song>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160, sortable: false },
  { field: 'artist', headerName: 'Artist', width: 160, sortable: false },
  { field: 'length', headerName: 'Length', width: 90, sortable: false },
];

// Returns a copy of the list with one item moved.
function move<T>(list: T[], from: number, to: number): T[] {
  const copy = [...list];
  const moved = copy.splice(from, 1);
  copy.splice(to, 0, ...moved);
  return copy;
}

export default function RowOrderingBasic() {
  const [songs, setSongs] = React.useState(initialSongs);

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setSongs((previous) => move(previous, params.oldIndex, params.targetIndex));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          rows={songs}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
      <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
        Playlist order: {songs.map((song) => song.title).join(' → ')}
      </Typography>
    </Stack>
  );
}
