import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  Toolbar,
  ToolbarButton,
  gridColumnLookupSelector,
  gridFilterActiveItemsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

type Listing = { id: number; city: string; rooms: number; rent: number; balcony: boolean };

const rows: Listing[] = [
  { id: 1, city: 'Lyon', rooms: 2, rent: 890, balcony: true },
  { id: 2, city: 'Lyon', rooms: 3, rent: 1240, balcony: false },
  { id: 3, city: 'Nantes', rooms: 1, rent: 610, balcony: false },
  { id: 4, city: 'Nantes', rooms: 4, rent: 1420, balcony: true },
  { id: 5, city: 'Lille', rooms: 2, rent: 780, balcony: true },
  { id: 6, city: 'Lille', rooms: 3, rent: 990, balcony: true },
];

const columns: GridColDef<Listing>[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 100 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 120 },
  { field: 'balcony', headerName: 'Balcony', type: 'boolean', width: 110 },
];

function FilterBarToolbar() {
  const apiRef = useGridApiContext();
  // Only the items with a value filter the rows: those are the ones shown as chips.
  const activeItems = useGridSelector(apiRef, gridFilterActiveItemsSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);

  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', py: 0.5 }}>
        {activeItems.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', px: 0.5 }}>
            No filters
          </Typography>
        )}
        {activeItems.map((item) => (
          <Chip
            key={item.id}
            size="small"
            label={`${columnLookup[item.field]?.headerName ?? item.field} ${item.operator} ${String(item.value)}`}
            onDelete={() => apiRef.current.deleteFilterItem(item)}
          />
        ))}
      </Stack>
    </Toolbar>
  );
}

export default function ToolbarFilterBar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: FilterBarToolbar }}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'rent', operator: '<', value: 1300 },
                { id: 2, field: 'balcony', operator: 'is', value: 'true' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
