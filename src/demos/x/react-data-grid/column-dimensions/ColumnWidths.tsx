import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    code: 'A-01',
    title: 'Migrate the build to the new bundler',
    notes: 'Blocked by plugin support',
    points: 8,
  },
  {
    id: 2,
    code: 'A-02',
    title: 'Add dark mode to the settings page',
    notes: 'Design ready',
    points: 3,
  },
  {
    id: 3,
    code: 'A-03',
    title: 'Fix flaky checkout test',
    notes: 'Happens on CI only',
    points: 2,
  },
];

const columns: GridColDef[] = [
  // Fixed width, cannot be resized.
  { field: 'code', headerName: 'Code', width: 80, resizable: false },
  // Takes two shares of the free space, never narrower than 200px.
  { field: 'title', headerName: 'Title (flex 2)', flex: 2, minWidth: 200 },
  // Takes one share, capped at 220px.
  { field: 'notes', headerName: 'Notes (flex 1)', flex: 1, maxWidth: 220 },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
];

export default function ColumnWidths() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
