import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Project {
  id: number;
  name: string;
  progress: number;
  health: 'On track' | 'At risk' | 'Blocked';
}

const rows: Project[] = [
  { id: 1, name: 'Checkout redesign', progress: 80, health: 'On track' },
  { id: 2, name: 'Search indexing', progress: 35, health: 'At risk' },
  { id: 3, name: 'Mobile onboarding', progress: 10, health: 'Blocked' },
  { id: 4, name: 'Billing migration', progress: 60, health: 'On track' },
];

const healthColor = {
  'On track': 'success',
  'At risk': 'warning',
  Blocked: 'error',
} as const;

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 180 },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 180,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Project, number>) => (
      <LinearProgress
        variant="determinate"
        value={params.value ?? 0}
        aria-label={`${params.row.name} progress`}
        sx={{ width: '100%', height: 8, borderRadius: 4 }}
      />
    ),
  },
  {
    field: 'health',
    headerName: 'Health',
    width: 140,
    renderCell: (params: GridRenderCellParams<Project, Project['health']>) =>
      params.value ? (
        <Chip size="small" label={params.value} color={healthColor[params.value]} />
      ) : null,
  },
];

export default function RenderCellGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
