import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

type Line = { id: number; product: string; unitCost: number; quantity: number };

const initialRows: Line[] = [
  { id: 1, product: 'Linen apron', unitCost: 11.2, quantity: 100 },
  { id: 2, product: 'Desk lamp', unitCost: 21.5, quantity: 60 },
  { id: 3, product: 'Plant pot', unitCost: 4.8, quantity: 140 },
];

const money = (value: number) => `$${value.toFixed(2)}`;

const columns: GridColDef<Line>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 130 },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 110,
    valueFormatter: money,
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  {
    field: 'total',
    headerName: 'Line total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.unitCost * row.quantity,
    valueFormatter: money,
  },
];

export default function InventoryRestock() {
  const [rows, setRows] = React.useState(initialRows);
  const total = rows.reduce((sum, row) => sum + row.unitCost * row.quantity, 0);

  const processRowUpdate = (updated: Line) => {
    // Quantities are whole, positive numbers.
    const quantity = Math.max(0, Math.round(updated.quantity));
    const row = { ...updated, quantity };
    setRows((prev) => prev.map((line) => (line.id === row.id ? row : line)));
    return row;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
      <Typography sx={{ mt: 1, textAlign: 'right' }} aria-live="polite">
        Purchase order total: <strong>{money(total)}</strong>
      </Typography>
    </Box>
  );
}
