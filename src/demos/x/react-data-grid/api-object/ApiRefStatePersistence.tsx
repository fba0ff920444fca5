import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridInitialState,
  useGridApiRef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, dish: 'Pad thai', cuisine: 'Thai', spicy: true, price: 13 },
  { id: 2, dish: 'Margherita', cuisine: 'Italian', spicy: false, price: 11 },
  { id: 3, dish: 'Jollof rice', cuisine: 'West African', spicy: true, price: 12 },
  { id: 4, dish: 'Ramen', cuisine: 'Japanese', spicy: false, price: 15 },
  { id: 5, dish: 'Mole poblano', cuisine: 'Mexican', spicy: true, price: 17 },
];

const columns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', flex: 1 },
  { field: 'cuisine', headerName: 'Cuisine', width: 140 },
  { field: 'spicy', headerName: 'Spicy', type: 'boolean', width: 90 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

export default function ApiRefStatePersistence() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSaved(apiRef.current?.exportState() ?? null)}
        >
          Save view
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={saved === null}
          onClick={() => {
            if (saved) {
              apiRef.current?.restoreState(saved);
            }
          }}
        >
          Restore view
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          maxHeight: 160,
          overflow: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 12,
        }}
      >
        {saved
          ? JSON.stringify(saved, null, 2)
          : 'Sort, filter or hide a column, then save the view.'}
      </Box>
    </Stack>
  );
}
