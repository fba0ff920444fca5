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
  category: string;
  region: string;
  quarter: string;
  units: number;
  revenue: number;
}

const columns: GridColDef<Sale>[] = [
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120 },
];

const rows: Sale[] = [
  { id: 1, product: 'Espresso', category: 'Coffee', region: 'North', quarter: 'Q1', units: 120, revenue: 360 },
  { id: 2, product: 'Espresso', category: 'Coffee', region: 'South', quarter: 'Q1', units: 95, revenue: 285 },
  { id: 3, product: 'Latte', category: 'Coffee', region: 'North', quarter: 'Q1', units: 80, revenue: 320 },
  { id: 4, product: 'Latte', category: 'Coffee', region: 'South', quarter: 'Q2', units: 110, revenue: 440 },
  { id: 5, product: 'Green tea', category: 'Tea', region: 'North', quarter: 'Q2', units: 60, revenue: 150 },
  { id: 6, product: 'Green tea', category: 'Tea', region: 'South', quarter: 'Q1', units: 45, revenue: 113 },
  { id: 7, product: 'Chai', category: 'Tea', region: 'North', quarter: 'Q2', units: 70, revenue: 245 },
  { id: 8, product: 'Chai', category: 'Tea', region: 'South', quarter: 'Q2', units: 52, revenue: 182 },
  { id: 9, product: 'Espresso', category: 'Coffee', region: 'North', quarter: 'Q2', units: 130, revenue: 390 },
];

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'product' }],
      columns: [{ field: 'region' }],
      values: [{ field: 'revenue', aggFunc: 'sum' }],
    },
  },
  // Opens the pivot panel on the right of the grid.
  sidebar: { open: true, value: GridSidebarValue.Pivot },
};

export default function PivotingQuickStart() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        showToolbar
      />
    </Box>
  );
}
