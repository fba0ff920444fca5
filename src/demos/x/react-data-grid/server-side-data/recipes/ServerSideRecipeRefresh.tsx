import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Message {
  id: number;
  from: string;
  subject: string;
}

const INBOX: Message[] = [
  { id: 1, from: 'Ines', subject: 'Lunch on Friday?' },
  { id: 2, from: 'Tom', subject: 'Slides for the review' },
];

const NEW_MAIL: Message[] = [
  { id: 3, from: 'Aisha', subject: 'Flight confirmed' },
  { id: 4, from: 'Marco', subject: 'Invoice 2041' },
  { id: 5, from: 'Lena', subject: 'Meeting notes' },
];

const columns: GridColDef<Message>[] = [
  { field: 'from', headerName: 'From', width: 120 },
  { field: 'subject', headerName: 'Subject', width: 240 },
];

export default function ServerSideRecipeRefresh() {
  const apiRef = useGridApiRef();
  // The "server" state: how many new messages have arrived so far.
  const arrived = React.useRef(0);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: () =>
        new Promise((resolve) => {
          const rows = [...NEW_MAIL.slice(0, arrived.current).reverse(), ...INBOX];
          setTimeout(() => resolve({ rows, rowCount: rows.length }), 300);
        }),
    }),
    [],
  );

  const receive = () => {
    arrived.current = Math.min(arrived.current + 1, NEW_MAIL.length);
  };

  // The cached answer is now out of date: empty the cache, then fetch the current query again.
  const refresh = () => {
    apiRef.current?.dataSource.cache.clear();
    void apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={receive}>
          A message arrives on the server
        </Button>
        <Button size="small" variant="contained" onClick={refresh}>
          Refresh
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} columns={columns} dataSource={dataSource} hideFooter />
      </Box>
    </Stack>
  );
}
