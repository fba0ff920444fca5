import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridRenderCellParams,
} from '@mui/x-data-grid';

type Item = {
  id: string;
  name: string;
  category: string;
  stock: number;
  capacity: number;
  reorderAt: number;
  price: number;
};

const rows: Item[] = [
  { id: 'SKU-1001', name: 'Ceramic mug', category: 'Kitchen', stock: 240, capacity: 300, reorderAt: 60, price: 9.5 },
  { id: 'SKU-1002', name: 'Linen apron', category: 'Kitchen', stock: 18, capacity: 120, reorderAt: 30, price: 24 },
  { id: 'SKU-1003', name: 'Desk lamp', category: 'Office', stock: 0, capacity: 80, reorderAt: 15, price: 49 },
  { id: 'SKU-1004', name: 'Notebook A5', category: 'Office', stock: 410, capacity: 500, reorderAt: 100, price: 6 },
  { id: 'SKU-1005', name: 'Wool throw', category: 'Living', stock: 35, capacity: 60, reorderAt: 12, price: 79 },
  { id: 'SKU-1006', name: 'Plant pot', category: 'Living', stock: 9, capacity: 150, reorderAt: 40, price: 14 },
];

const statusOf = (item: Item) =>
  item.stock === 0 ? 'Out of stock' : item.stock <= item.reorderAt ? 'Reorder' : 'In stock';

const STATUS_COLOR = { 'Out of stock': 'error', Reorder: 'warning', 'In stock': 'success' } as const;

const columns: GridColDef<Item>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 130 },
  { field: 'category', headerName: 'Category', width: 100 },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    type: 'singleSelect',
    valueOptions: ['In stock', 'Reorder', 'Out of stock'],
    valueGetter: (_value, row) => statusOf(row),
    renderCell: (params: GridRenderCellParams<Item, keyof typeof STATUS_COLOR>) =>
      params.value ? (
        <Chip size="small" variant="outlined" color={STATUS_COLOR[params.value]} label={params.value} />
      ) : null,
  },
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 150,
    renderCell: (params: GridRenderCellParams<Item, number>) => (
      <Box sx={{ width: '100%', display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, ((params.value ?? 0) / params.row.capacity) * 100)}
          color={STATUS_COLOR[statusOf(params.row)]}
          sx={{ flex: 1 }}
          aria-label={`${params.row.name} stock level`}
        />
        <span>{params.value}</span>
      </Box>
    ),
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
];

const LOW_STOCK: GridFilterModel = {
  items: [{ id: 1, field: 'status', operator: 'isAnyOf', value: ['Reorder', 'Out of stock'] }],
};

export default function InventoryStock() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  // The switch is on while the model holds the reorder filter, however it got there.
  const lowOnly = filterModel.items.some(
    (item) => item.field === 'status' && item.operator === 'isAnyOf',
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={lowOnly}
            onChange={(event) => setFilterModel(event.target.checked ? LOW_STOCK : { items: [] })}
          />
        }
        label="Only items to reorder"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
