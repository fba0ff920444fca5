import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

type Film = { id: number; title: string; year: number; country: string; minutes: number };

const rows: Film[] = [
  { id: 1, title: 'Cléo from 5 to 7', year: 1962, country: 'France', minutes: 90 },
  { id: 2, title: 'Tokyo Story', year: 1953, country: 'Japan', minutes: 136 },
  { id: 3, title: 'Wild Strawberries', year: 1957, country: 'Sweden', minutes: 91 },
  { id: 4, title: 'Pather Panchali', year: 1955, country: 'India', minutes: 125 },
  { id: 5, title: 'The Leopard', year: 1963, country: 'Italy', minutes: 186 },
  { id: 6, title: 'Late Spring', year: 1949, country: 'Japan', minutes: 108 },
];

const columns: GridColDef<Film>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'minutes', headerName: 'Length (min)', type: 'number', width: 120 },
];

function FilmToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger
        render={(props, state) => (
          <Tooltip
            title={state.filterCount > 0 ? `Filters (${state.filterCount} active)` : 'Filters'}
          >
            <ToolbarButton {...props} color={state.open ? 'primary' : 'default'}>
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </Toolbar>
  );
}

export default function FilterPanelTriggerBadge() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: FilmToolbar }}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'country', operator: 'equals', value: 'Japan' }] },
          },
        }}
      />
    </Box>
  );
}
