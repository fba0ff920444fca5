import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  order: `#${1000 + index}`,
  total: 20 + ((index * 37) % 180),
}));

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', flex: 1 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 120 },
];

export default function EventsSubscribe() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Sort a column or change page.');

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // subscribeEvent returns the function that removes the listener.
    const unsubscribeSort = api.subscribeEvent('sortModelChange', (model) => {
      const [item] = model;
      setMessage(item ? `Sorted by ${item.field} (${item.sort})` : 'Unsorted');
    });
    const unsubscribePage = api.subscribeEvent('paginationModelChange', (model) => {
      setMessage(`Showing page ${model.page + 1}`);
    });
    return () => {
      unsubscribeSort();
      unsubscribePage();
    };
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          pageSizeOptions={[5, 10]}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 5 } },
          }}
        />
      </Box>
    </Box>
  );
}
