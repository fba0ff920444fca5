import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  quantity: number;
  unitPrice: number;
  shipped: Date;
  express: boolean;
  status: string;
}

const rows: Order[] = [
  {
    id: 1,
    customer: 'Nordlicht GmbH',
    quantity: 4,
    unitPrice: 19.5,
    shipped: new Date(2024, 2, 4),
    express: true,
    status: 'Delivered',
  },
  {
    id: 2,
    customer: 'Casa Verde',
    quantity: 12,
    unitPrice: 4.25,
    shipped: new Date(2024, 2, 9),
    express: false,
    status: 'In transit',
  },
  {
    id: 3,
    customer: 'Blue Harbor Ltd',
    quantity: 1,
    unitPrice: 249,
    shipped: new Date(2024, 2, 11),
    express: false,
    status: 'Pending',
  },
  {
    id: 4,
    customer: 'Sakura Foods',
    quantity: 30,
    unitPrice: 2.1,
    shipped: new Date(2024, 2, 15),
    express: true,
    status: 'Delivered',
  },
  {
    id: 5,
    customer: 'Maple & Co',
    quantity: 7,
    unitPrice: 12,
    shipped: new Date(2024, 2, 18),
    express: false,
    status: 'In transit',
  },
];

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
  { field: 'shipped', headerName: 'Shipped', type: 'date', width: 120 },
  { field: 'express', headerName: 'Express', type: 'boolean', width: 90 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'In transit', 'Delivered'],
    width: 120,
  },
];

export default function ColumnTypesGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
