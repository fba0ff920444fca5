import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  GridColDef,
  GridColumnGroupHeaderParams,
  GridColumnGroupingModel,
} from '@mui/x-data-grid';

interface Region {
  id: number;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const rows: Region[] = [
  { id: 1, region: 'North', q1: 120, q2: 134, q3: 98, q4: 151 },
  { id: 2, region: 'South', q1: 87, q2: 92, q3: 110, q4: 104 },
  { id: 3, region: 'East', q1: 143, q2: 128, q3: 137, q4: 160 },
  { id: 4, region: 'West', q1: 65, q2: 71, q3: 80, q4: 94 },
];

const columns: GridColDef<Region>[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 120 },
  { field: 'q1', headerName: 'Q1', type: 'number', width: 90 },
  { field: 'q2', headerName: 'Q2', type: 'number', width: 90 },
  { field: 'q3', headerName: 'Q3', type: 'number', width: 90 },
  { field: 'q4', headerName: 'Q4', type: 'number', width: 90 },
];

// `fields` lists the columns under the group: here it shows how many quarters it has.
function HalfYearHeader(params: GridColumnGroupHeaderParams) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <strong>{params.headerName}</strong>
      <Chip size="small" label={`${params.fields.length} quarters`} />
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'h1',
    headerName: 'First half',
    headerClassName: 'group-first-half',
    renderHeaderGroup: HalfYearHeader,
    children: [{ field: 'q1' }, { field: 'q2' }],
  },
  {
    groupId: 'h2',
    headerName: 'Second half',
    headerClassName: 'group-second-half',
    renderHeaderGroup: HalfYearHeader,
    children: [{ field: 'q3' }, { field: 'q4' }],
  },
];

export default function ColumnGroupsCustomHeader() {
  return (
    <Box
      sx={{
        height: 330,
        width: '100%',
        // Theme colours keep the contrast in light and dark mode.
        '& .MuiDataGrid-columnHeader.group-first-half': { bgcolor: 'action.hover' },
        '& .MuiDataGrid-columnHeader.group-second-half': { bgcolor: 'action.selected' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={48}
        hideFooter
      />
    </Box>
  );
}
