import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
  GridSidebarValue,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  product: string;
  size: string;
  region: string;
  quarter: string;
  sales: number;
  profit: number;
}

const columns: GridColDef<Sale>[] = [
  { field: 'product', headerName: 'Product', width: 110 },
  { field: 'size', headerName: 'Size', width: 90 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'sales', headerName: 'Sales', type: 'number', width: 100 },
  { field: 'profit', headerName: 'Profit', type: 'number', width: 100 },
];

const rows: Sale[] = [
  { id: 1, product: 'Apples', size: 'Small', region: 'East', quarter: 'Q1', sales: 120, profit: 30 },
  { id: 2, product: 'Apples', size: 'Large', region: 'East', quarter: 'Q1', sales: 200, profit: 62 },
  { id: 3, product: 'Apples', size: 'Small', region: 'West', quarter: 'Q2', sales: 90, profit: 21 },
  { id: 4, product: 'Apples', size: 'Large', region: 'West', quarter: 'Q1', sales: 150, profit: 44 },
  { id: 5, product: 'Oranges', size: 'Small', region: 'East', quarter: 'Q2', sales: 80, profit: 16 },
  { id: 6, product: 'Oranges', size: 'Large', region: 'East', quarter: 'Q1', sales: 170, profit: 51 },
  { id: 7, product: 'Oranges', size: 'Small', region: 'West', quarter: 'Q1', sales: 60, profit: 12 },
  { id: 8, product: 'Oranges', size: 'Large', region: 'West', quarter: 'Q2', sales: 140, profit: 39 },
  { id: 9, product: 'Apples', size: 'Small', region: 'East', quarter: 'Q2', sales: 110, profit: 27 },
];

// Rows only: one row per product, no values yet.
const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'product' }],
      columns: [],
      values: [],
    },
  },
  sidebar: { open: true, value: GridSidebarValue.Pivot },
};

export default function PivotingExplainedRows() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        columnGroupHeaderHeight={36}
        showToolbar
      />
    </Box>
  );
}
