import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  GridColDef,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, trail: 'Tour du Mont Blanc', country: 'France', km: 170 },
  { id: 2, trail: 'Laugavegur', country: 'Iceland', km: 55 },
  { id: 3, trail: 'Kungsleden', country: 'Sweden', km: 440 },
  { id: 4, trail: 'Routeburn Track', country: 'New Zealand', km: 33 },
  { id: 5, trail: 'West Highland Way', country: 'Scotland', km: 154 },
];

const columns: GridColDef[] = [
  { field: 'trail', headerName: 'Trail', flex: 1 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'km', headerName: 'Length (km)', type: 'number', width: 120 },
];

function TrailsToolbar() {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Long-distance trails
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
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'trails' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <QuickFilter>
        <QuickFilterControl size="small" placeholder="Search trails" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ToolbarCustom() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: TrailsToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
