import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  order: string;
  customer: string;
  item: string;
  quantity: number;
}

const rows: OrderLine[] = [
  { id: 1, order: 'A-1001', customer: 'Nora Ahmed', item: 'Notebook', quantity: 2 },
  { id: 2, order: 'A-1001', customer: 'Nora Ahmed', item: 'Fountain pen', quantity: 1 },
  { id: 3, order: 'A-1002', customer: 'Nora Ahmed', item: 'Ink bottle', quantity: 1 },
  { id: 4, order: 'A-1003', customer: 'Tomás Ruiz', item: 'Sketchbook', quantity: 1 },
  { id: 5, order: 'A-1003', customer: 'Tomás Ruiz', item: 'Pencil set', quantity: 3 },
];

const columns: GridColDef<OrderLine>[] = [
  { field: 'order', headerName: 'Order', width: 110 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 150,
    // Without this, Nora Ahmed's two orders would merge into one cell. Comparing
    // the order and the customer together keeps one cell per order.
    rowSpanValueGetter: (value, row) => `${row.order}|${row.customer}`,
  },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140 },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 110,
    // Equal quantities are a coincidence, not a group: never span this column.
    rowSpanValueGetter: () => null,
  },
];

export default function RowSpanningValueGetter() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
