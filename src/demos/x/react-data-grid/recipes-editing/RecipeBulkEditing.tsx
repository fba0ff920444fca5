import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowId, useGridApiRef } from '@mui/x-data-grid';

interface Price {
  id: number;
  sku: string;
  name: string;
  price: number;
}

const savedRows: Price[] = [
  { id: 1, sku: 'TEA-01', name: 'Green tea, 100 g', price: 6.5 },
  { id: 2, sku: 'TEA-02', name: 'Black tea, 250 g', price: 9.9 },
  { id: 3, sku: 'CUP-01', name: 'Stoneware cup', price: 14 },
  { id: 4, sku: 'POT-01', name: 'Glass teapot', price: 32 },
];

const columns: GridColDef<Price>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
  { field: 'price', headerName: 'Price', type: 'number', width: 110, editable: true },
];

export default function RecipeBulkEditing() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Price[]>(savedRows);
  // Original version of every row changed since the last save, by id.
  const unsaved = React.useRef(new Map<GridRowId, Price>());
  const [unsavedCount, setUnsavedCount] = React.useState(0);
  const [status, setStatus] = React.useState('Edit a few cells, then save or discard them together.');

  const processRowUpdate = (newRow: Price, oldRow: Price) => {
    if (!unsaved.current.has(newRow.id)) {
      unsaved.current.set(newRow.id, oldRow);
    }
    setUnsavedCount(unsaved.current.size);
    return newRow;
  };

  const save = () => {
    // Here the changes would be sent to the server in one request.
    const changed = Array.from(unsaved.current.keys())
      .map((id) => apiRef.current?.getRow<Price>(id))
      .filter((row): row is Price => row !== null && row !== undefined);
    setRows((previous) => previous.map((row) => changed.find((c) => c.id === row.id) ?? row));
    setStatus(`Saved ${changed.length} row(s): ${changed.map((row) => row.sku).join(', ')}.`);
    unsaved.current.clear();
    setUnsavedCount(0);
  };

  const discard = () => {
    apiRef.current?.updateRows(Array.from(unsaved.current.values()));
    setStatus(`Discarded the changes to ${unsaved.current.size} row(s).`);
    unsaved.current.clear();
    setUnsavedCount(0);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="contained" onClick={save} disabled={unsavedCount === 0}>
          Save changes
        </Button>
        <Button variant="outlined" onClick={discard} disabled={unsavedCount === 0}>
          Discard changes
        </Button>
      </Stack>
      <Box sx={{ height: 280 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={({ id }) => (unsaved.current.has(id) ? 'row--unsaved' : '')}
          hideFooter
          sx={{ '& .row--unsaved': { bgcolor: 'action.selected' } }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {unsavedCount > 0 ? `${unsavedCount} row(s) with unsaved changes. ` : ''}
        {status}
      </Typography>
    </Box>
  );
}
