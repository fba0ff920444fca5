import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridAggregationFunction,
  GridColDef,
} from '@mui/x-data-grid-premium';

interface Product {
  id: number;
  name: string;
  price: number;
  revenue: number;
  cost: number;
}

// The spread between the highest and the lowest value of a column.
const range: GridAggregationFunction<number, number> = {
  label: 'range',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    return numbers.length === 0 ? null : Math.max(...numbers) - Math.min(...numbers);
  },
};

// Reads two fields of each row, so the margin is weighted by revenue instead of averaged.
const margin: GridAggregationFunction<{ revenue: number; cost: number }, number> = {
  label: 'margin',
  getCellValue: ({ row }) => ({ revenue: Number(row.revenue), cost: Number(row.cost) }),
  apply: ({ values }) => {
    let revenue = 0;
    let cost = 0;
    values.forEach((value) => {
      if (value) {
        revenue += value.revenue;
        cost += value.cost;
      }
    });
    return revenue === 0 ? null : (revenue - cost) / revenue;
  },
  valueFormatter: (value: number | null) =>
    value == null ? '' : `${(value * 100).toFixed(1)} %`,
  hasCellUnit: false,
};

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', width: 160 },
  { field: 'price', headerName: 'Price', type: 'number', width: 120 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120 },
  { field: 'cost', headerName: 'Cost', type: 'number', width: 110 },
  {
    field: 'margin',
    headerName: 'Margin',
    type: 'number',
    width: 150,
    valueGetter: (_value, row) => (row.revenue - row.cost) / row.revenue,
    valueFormatter: (value: number | null) =>
      value == null ? '' : `${(value * 100).toFixed(1)} %`,
  },
];

const rows: Product[] = [
  { id: 1, name: 'Notebook', price: 4, revenue: 1200, cost: 700 },
  { id: 2, name: 'Fountain pen', price: 36, revenue: 5400, cost: 4100 },
  { id: 3, name: 'Pencil case', price: 9, revenue: 810, cost: 400 },
  { id: 4, name: 'Desk planner', price: 18, revenue: 2700, cost: 1950 },
];

export default function AggregationCustomFunction() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, range, margin }}
        initialState={{
          aggregation: { model: { price: 'range', revenue: 'sum', cost: 'sum', margin: 'margin' } },
        }}
      />
    </Box>
  );
}
