import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridCellParams, GridColDef } from '@mui/x-data-grid-premium';

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

/** Out-of-stock products are locked, and the SKU column is never editable. */
const isCellEditable = (params: GridCellParams<Product>) => params.row.stock > 0;

export default function ClipboardPasteRestrictions() {
  const [pasteEnabled, setPasteEnabled] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={pasteEnabled}
            onChange={(event) => setPasteEnabled(event.target.checked)}
          />
        }
        label="Allow pasting"
      />
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          // A click focuses the cell without selecting its row: with selected rows, pasted
          // lines go to those rows from their first column instead of from the focused cell.
          disableRowSelectionOnClick
          disableClipboardPaste={!pasteEnabled}
          isCellEditable={isCellEditable}
          getRowClassName={(params) => (params.row.stock > 0 ? '' : 'row--locked')}
          hideFooter
          sx={{ '& .row--locked': { color: 'text.disabled' } }}
        />
      </Box>
    </Box>
  );
}
