import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  product: string;
  region: string;
  units: number;
  revenue: number;
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Sale>[] = [
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'units', headerName: 'Units', type: 'number', width: 110 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 150,
    valueFormatter: (value: number | null) => (value == null ? '' : currency.format(value)),
  },
];

const rows: Sale[] = [
  { id: 1, product: 'Desk lamp', region: 'North', units: 42, revenue: 1638 },
  { id: 2, product: 'Office chair', region: 'North', units: 12, revenue: 2388 },
  { id: 3, product: 'Standing desk', region: 'South', units: 7, revenue: 3143 },
  { id: 4, product: 'Desk lamp', region: 'South', units: 31, revenue: 1209 },
  { id: 5, product: 'Monitor arm', region: 'East', units: 25, revenue: 2225 },
  { id: 6, product: 'Office chair', region: 'East', units: 9, revenue: 1791 },
  { id: 7, product: 'Standing desk', region: 'West', units: 4, revenue: 1796 },
];

export default function AggregationInitial() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: { model: { units: 'sum', revenue: 'sum' } },
        }}
      />
    </Box>
  );
}
