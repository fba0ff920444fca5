import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import CancelIcon from '@mui/icons-material/Cancel';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import PrintIcon from '@mui/icons-material/Print';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  ExportPrint,
  FilterPanelTrigger,
  GridColDef,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

type Station = { id: number; city: string; line: string; platforms: number; opened: number };

const rows: Station[] = [
  { id: 1, city: 'Zürich', line: 'HB', platforms: 26, opened: 1847 },
  { id: 2, city: 'Leipzig', line: 'Hbf', platforms: 24, opened: 1915 },
  { id: 3, city: 'Milano', line: 'Centrale', platforms: 24, opened: 1931 },
  { id: 4, city: 'Antwerpen', line: 'Centraal', platforms: 14, opened: 1905 },
  { id: 5, city: 'Helsinki', line: 'Päärautatieasema', platforms: 19, opened: 1919 },
  { id: 6, city: 'Praha', line: 'hlavní nádraží', platforms: 7, opened: 1871 },
];

const columns: GridColDef<Station>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'line', headerName: 'Station', flex: 1, minWidth: 140 },
  { field: 'platforms', headerName: 'Platforms', type: 'number', width: 110 },
  {
    field: 'opened',
    headerName: 'Opened',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => String(value),
  },
];

function StationToolbar() {
  return (
    <Toolbar>
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
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton />}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <QuickFilter>
        {/* Collapsed: only the trigger shows. Expanded: only the field. */}
        <Tooltip title="Search">
          <QuickFilterTrigger
            render={<ToolbarButton />}
            className={(state) => (state.expanded ? 'is-hidden' : '')}
          >
            <SearchIcon fontSize="small" />
          </QuickFilterTrigger>
        </Tooltip>
        <QuickFilterControl
          placeholder="Search stations"
          size="small"
          className={(state) => (state.expanded ? '' : 'is-hidden')}
          slotProps={{
            input: {
              startAdornment: <SearchIcon fontSize="small" />,
              endAdornment: (
                <QuickFilterClear
                  edge="end"
                  size="small"
                  aria-label="Clear search"
                  className={(state) => (state.value ? '' : 'is-hidden')}
                >
                  <CancelIcon fontSize="small" />
                </QuickFilterClear>
              ),
            },
          }}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ToolbarAnatomy() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: StationToolbar }}
        showToolbar
        hideFooter
        sx={{ '& .is-hidden': { display: 'none' } }}
      />
    </Box>
  );
}
