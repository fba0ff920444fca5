import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Product {
  id: number;
  sku: string;
  name: string;
  stock: number;
  price: number;
}

const initialRows: Product[] = [
  { id: 1, sku: 'MUG-01', name: 'Enamel mug', stock: 40, price: 12 },
  { id: 2, sku: 'MUG-02', name: 'Travel mug', stock: 12, price: 24 },
  { id: 3, sku: 'BTL-01', name: 'Steel bottle', stock: 0, price: 29 },
  { id: 4, sku: 'BTL-02', name: 'Glass bottle', stock: 18, price: 19 },
  { id: 5, sku: 'BOX-01', name: 'Lunch box', stock: 7, price: 32 },
];

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, editable: true },
];

export default function ClipboardPaste() {
  const [message, setMessage] = React.useState(
    'Select cells, copy them with Ctrl+C, select a target cell and paste with Ctrl+V.',
  );

  // Pasted values go through processRowUpdate, like edits.
  const processRowUpdate = (newRow: Product) => {
    if (newRow.stock < 0 || Number.isNaN(newRow.stock)) {
      throw new Error(`Refused for ${newRow.sku}: the stock must be a number of 0 or more.`);
    }
    return newRow;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          // A click focuses the cell without selecting its row: with selected rows, pasted
          // lines go to those rows from their first column instead of from the focused cell.
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => setMessage(error.message)}
          onClipboardPasteEnd={(params) => setMessage(`Pasted into ${params.newRows.size} row(s).`)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {message}
      </Typography>
    </Box>
  );
}
