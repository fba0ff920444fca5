import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridDataSourceCacheDefault,
  GridGetRowsParams,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  year: number;
}

const BOOKS: Book[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  title: `Volume ${index + 1}`,
  year: 1990 + index,
}));

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 180 },
  { field: 'year', headerName: 'Year', width: 100 },
];

export default function ServerSideDataCache() {
  const apiRef = useGridApiRef();
  const [requests, setRequests] = React.useState(0);
  const [cacheOn, setCacheOn] = React.useState(true);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params: GridGetRowsParams) => {
        setRequests((count) => count + 1);
        const { page = 0, pageSize = 5 } = params.paginationModel ?? {};
        const rows = BOOKS.slice(page * pageSize, (page + 1) * pageSize);
        return new Promise((resolve) => {
          setTimeout(() => resolve({ rows, rowCount: BOOKS.length }), 300);
        });
      },
    }),
    [],
  );

  // Entries older than 30 seconds are fetched again.
  const cache = React.useMemo(() => new GridDataSourceCacheDefault({ ttl: 30_000 }), []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={cacheOn} onChange={(event) => setCacheOn(event.target.checked)} />}
          label="Cache"
        />
        <Button size="small" onClick={() => apiRef.current?.dataSource.cache.clear()}>
          Clear the cache
        </Button>
        <Typography variant="body2" role="status">
          Requests to the server: {requests}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cacheOn ? cache : null}
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        />
      </Box>
    </Stack>
  );
}
