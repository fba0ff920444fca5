import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  album: string;
  length: string;
}

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', width: 170 },
  { field: 'artist', headerName: 'Artist', width: 150 },
  { field: 'album', headerName: 'Album', width: 170 },
  { field: 'length', headerName: 'Length', width: 90 },
];

const rows: Track[] = [
  { id: 1, title: 'Blue in Green', artist: 'Miles Davis', album: 'Kind of Blue', length: '5:37' },
  { id: 2, title: 'Naima', artist: 'John Coltrane', album: 'Giant Steps', length: '4:21' },
  { id: 3, title: 'Peace Piece', artist: 'Bill Evans', album: 'Everybody Digs', length: '6:42' },
];

const startOrder = ['artist', 'title', 'album', 'length'];

export default function ColumnOrderingInitialState() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState<string[]>(startOrder);

  const readOrder = () => {
    setOrder(apiRef.current?.getAllColumns().map((column) => column.field) ?? []);
  };

  const restore = () => {
    // Move each field to its saved position, first to last.
    startOrder.forEach((field, index) => apiRef.current?.setColumnIndex(field, index));
    readOrder();
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button variant="outlined" size="small" onClick={restore}>
          Restore the saved order
        </Button>
        <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
          Order: {order.join(', ')}
        </Typography>
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ columns: { orderedFields: startOrder } }}
          onColumnOrderChange={readOrder}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
