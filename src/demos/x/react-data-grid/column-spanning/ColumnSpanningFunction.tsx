import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface InvoiceLine {
  id: number;
  description: string;
  quantity?: number;
  unitPrice?: number;
  total: number;
  // A summary line has no quantity or unit price: its label spans those columns.
  summary?: boolean;
}

const rows: InvoiceLine[] = [
  { id: 1, description: 'Oak desk', quantity: 1, unitPrice: 420, total: 420 },
  { id: 2, description: 'Desk lamp', quantity: 2, unitPrice: 35, total: 70 },
  { id: 3, description: 'Cable tray', quantity: 3, unitPrice: 12, total: 36 },
  { id: 4, description: 'Subtotal', total: 526, summary: true },
  { id: 5, description: 'VAT (20%)', total: 105.2, summary: true },
  { id: 6, description: 'Total', total: 631.2, summary: true },
];

const currency = (value: number | undefined) =>
  value === undefined ? '' : `€${value.toFixed(2)}`;

const columns: GridColDef<InvoiceLine>[] = [
  {
    field: 'description',
    headerName: 'Item',
    flex: 1,
    minWidth: 160,
    // The function runs per row: summary rows span Item, Quantity and Unit price.
    colSpan: (value, row) => (row.summary ? 3 : undefined),
    cellClassName: (params) => (params.row.summary ? 'summary-label' : ''),
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => currency(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => currency(value),
  },
];

export default function ColumnSpanningFunction() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .summary-label': { justifyContent: 'flex-end', textAlign: 'right', fontWeight: 700 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnSorting
        showCellVerticalBorder
      />
    </Box>
  );
}
