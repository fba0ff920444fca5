import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
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

interface PendingPaste {
  cells: number;
  confirm: () => void;
  cancel: () => void;
}

export default function ClipboardPasteConfirm() {
  const [pending, setPending] = React.useState<PendingPaste | null>(null);
  const [loading, setLoading] = React.useState(false);

  // The paste waits for this promise: resolve to go on, reject to cancel.
  const confirmPaste = React.useCallback(
    ({ data }: { data: string[][] }) =>
      new Promise<void>((resolve, reject) => {
        setPending({
          cells: data.reduce((count, row) => count + row.length, 0),
          confirm: resolve,
          cancel: reject,
        });
      }),
    [],
  );

  const close = (accepted: boolean) => {
    if (pending) {
      if (accepted) {
        pending.confirm();
      } else {
        pending.cancel();
      }
    }
    setPending(null);
  };

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={initialRows}
        columns={columns}
        cellSelection
        // A click focuses the cell without selecting its row: with selected rows, pasted
        // lines go to those rows from their first column instead of from the focused cell.
        disableRowSelectionOnClick
        loading={loading}
        onBeforeClipboardPasteStart={confirmPaste}
        onClipboardPasteStart={() => setLoading(true)}
        onClipboardPasteEnd={() => setLoading(false)}
        hideFooter
      />
      <Dialog open={pending !== null} onClose={() => close(false)} maxWidth="xs">
        <DialogTitle>Paste {pending?.cells ?? 0} value(s)?</DialogTitle>
        <DialogContent>
          <DialogContentText>The pasted values replace those of the target cells.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => close(true)}>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
