import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GridColDef,
  GridGroupNode,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  customer: string;
  country: string;
  quantity: number;
  total: number;
}

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 130 },
];

const rows: Order[] = [
  { id: 1, customer: 'Acme Corp', country: 'France', quantity: 4, total: 320 },
  { id: 2, customer: 'Bluebird Ltd', country: 'France', quantity: 10, total: 450 },
  { id: 3, customer: 'Coastal Foods', country: 'Spain', quantity: 2, total: 180 },
  { id: 4, customer: 'Delta Shipping', country: 'Spain', quantity: 7, total: 630 },
  { id: 5, customer: 'Evergreen', country: 'Spain', quantity: 1, total: 95 },
  { id: 6, customer: 'Fjord AS', country: 'Norway', quantity: 12, total: 1140 },
];

const inFooter = (groupNode: GridGroupNode) => (groupNode.depth === -1 ? null : 'footer');
const inline = (groupNode: GridGroupNode) => (groupNode.depth === -1 ? 'footer' : 'inline');

export default function AggregationRowGrouping() {
  const apiRef = useGridApiRef();
  const [footers, setFooters] = React.useState(false);
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['country'] },
      aggregation: { model: { quantity: 'sum', total: 'sum' } },
    },
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={footers} onChange={(event) => setFooters(event.target.checked)} />
        }
        label="Totals in a footer under each group"
      />
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={initialState}
          defaultGroupingExpansionDepth={-1}
          getAggregationPosition={footers ? inFooter : inline}
        />
      </Box>
    </Stack>
  );
}
