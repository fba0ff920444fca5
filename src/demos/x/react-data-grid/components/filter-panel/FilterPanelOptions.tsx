import Box from '@mui/material/Box';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  GridLogicOperator,
  Toolbar,
} from '@mui/x-data-grid';

type Order = { id: number; customer: string; total: number; status: string; region: string };

const rows: Order[] = [
  { id: 1, customer: 'Alba Ruiz', total: 240, status: 'Paid', region: 'South' },
  { id: 2, customer: 'Tom Becker', total: 75, status: 'Pending', region: 'North' },
  { id: 3, customer: 'Ines Costa', total: 512, status: 'Paid', region: 'West' },
  { id: 4, customer: 'Omar Haddad', total: 130, status: 'Refunded', region: 'East' },
  { id: 5, customer: 'Lea Novak', total: 98, status: 'Pending', region: 'South' },
];

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Paid', 'Pending', 'Refunded'],
    width: 120,
  },
  { field: 'region', headerName: 'Region', width: 110 },
];

function OrderToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger startIcon={<FilterListIcon />}>Filters</FilterPanelTrigger>
    </Toolbar>
  );
}

export default function FilterPanelOptions() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: OrderToolbar }}
        showToolbar
        hideFooter
        slotProps={{
          filterPanel: {
            // Only "And" between filters, columns listed alphabetically.
            logicOperators: [GridLogicOperator.And],
            columnsSort: 'asc',
            // A new filter starts on the first column that has no filter yet.
            getColumnForNewFilter: ({ currentFilters, columns: cols }) =>
              cols.find(
                (col) =>
                  col.filterable && !currentFilters.some((item) => item.field === col.field),
              )?.field ?? null,
          },
        }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'status', operator: 'is', value: 'Pending' }] },
          },
        }}
      />
    </Box>
  );
}
