import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  product: string;
  price: number;
}

const initialRows: Product[] = [
  { id: 1, product: 'Desk lamp', price: 39 },
  { id: 2, product: 'Standing desk', price: 480 },
  { id: 3, product: 'Monitor arm', price: 95 },
];

const columns: GridColDef<Product>[] = [
  { field: 'product', headerName: 'Product', flex: 1, editable: true },
  { field: 'price', headerName: 'Price (EUR)', type: 'number', width: 130, editable: true },
];

interface PendingChange {
  newRow: Product;
  oldRow: Product;
  resolve: (row: Product) => void;
}

/** Lists the fields whose value differs between the two rows. */
function describeChange(newRow: Product, oldRow: Product): string[] {
  const changes: string[] = [];
  if (newRow.product !== oldRow.product) {
    changes.push(`product from "${oldRow.product}" to "${newRow.product}"`);
  }
  if (newRow.price !== oldRow.price) {
    changes.push(`price from ${oldRow.price} to ${newRow.price}`);
  }
  return changes;
}

export default function PersistenceConfirm() {
  const [pending, setPending] = React.useState<PendingChange | null>(null);
  const [log, setLog] = React.useState('No change saved yet.');

  // The grid waits for the promise: the cell stays in a "processing" state until the dialog closes.
  const processRowUpdate = React.useCallback(
    (newRow: Product, oldRow: Product) =>
      new Promise<Product>((resolve) => {
        if (describeChange(newRow, oldRow).length === 0) {
          resolve(oldRow);
          return;
        }
        setPending({ newRow, oldRow, resolve });
      }),
    [],
  );

  const handleNo = () => {
    if (pending) {
      pending.resolve(pending.oldRow); // Keeps the old values.
      setLog(`Kept ${pending.oldRow.product} unchanged.`);
      setPending(null);
    }
  };

  const handleYes = () => {
    if (pending) {
      pending.resolve(pending.newRow);
      setLog(`Saved ${pending.newRow.product} at ${pending.newRow.price} EUR.`);
      setPending(null);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 250 }}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {log}
      </Typography>
      <Dialog open={pending !== null} onClose={handleNo} maxWidth="xs">
        <DialogTitle>Save this change?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending
              ? `Change the ${describeChange(pending.newRow, pending.oldRow).join(' and the ')}.`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleNo}>No, keep it</Button>
          <Button onClick={handleYes} variant="contained">
            Yes, save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
