import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

type Flight = { id: number; flight: string; from: string; to: string; status: string };

const rows: Flight[] = [
  { id: 1, flight: 'LH 400', from: 'Frankfurt', to: 'New York', status: 'Boarding' },
  { id: 2, flight: 'AF 276', from: 'Paris', to: 'Tokyo', status: 'Delayed' },
  { id: 3, flight: 'BA 117', from: 'London', to: 'New York', status: 'On time' },
  { id: 4, flight: 'KL 641', from: 'Amsterdam', to: 'New York', status: 'On time' },
  { id: 5, flight: 'IB 6251', from: 'Madrid', to: 'New York', status: 'Cancelled' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'from', headerName: 'From', flex: 1 },
  { field: 'to', headerName: 'To', flex: 1 },
  { field: 'status', headerName: 'Status', width: 120 },
];

function FlightToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger
          render={<ToolbarButton />}
          className={(state) => (state.open ? 'trigger--open' : '')}
        >
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger
          render={<ToolbarButton />}
          className={(state) =>
            [state.open && 'trigger--open', state.filterCount > 0 && 'trigger--filtered']
              .filter(Boolean)
              .join(' ')
          }
        >
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function UsageStateClassName() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: FlightToolbar }}
        showToolbar
        hideFooter
        sx={{
          // The classes returned by the className functions above.
          '& .trigger--open': { bgcolor: 'action.selected' },
          '& .trigger--filtered': { color: 'primary.main' },
        }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'to', operator: 'equals', value: 'New York' }] },
          },
        }}
      />
    </Box>
  );
}
