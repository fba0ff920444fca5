import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import PrintIcon from '@mui/icons-material/Print';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportPrint,
  FilterPanelTrigger,
  GridColDef,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

type Plant = { id: number; name: string; light: string; water: string; height: number };

const rows: Plant[] = [
  { id: 1, name: 'Monstera', light: 'Bright, indirect', water: 'Weekly', height: 180 },
  { id: 2, name: 'Snake plant', light: 'Low to bright', water: 'Every 3 weeks', height: 90 },
  { id: 3, name: 'Pothos', light: 'Low to medium', water: 'Weekly', height: 250 },
  { id: 4, name: 'Fiddle-leaf fig', light: 'Bright', water: 'Weekly', height: 200 },
  { id: 5, name: 'ZZ plant', light: 'Low', water: 'Every 2 weeks', height: 75 },
  { id: 6, name: 'Calathea', light: 'Medium', water: 'Twice a week', height: 60 },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 130 },
  { field: 'light', headerName: 'Light', flex: 1, minWidth: 130 },
  { field: 'water', headerName: 'Watering', width: 140 },
  { field: 'height', headerName: 'Height (cm)', type: 'number', width: 120 },
];

// Each part is a component of its own: arrange them in any order, with your own elements between them.
function PlantToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, mx: 0.5 }}>
        House plants
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton />}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <QuickFilter defaultExpanded>
        <QuickFilterControl size="small" placeholder="Search plants" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function UsageComposition() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: PlantToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
