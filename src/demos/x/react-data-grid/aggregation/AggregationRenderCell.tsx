import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Task {
  id: number;
  task: string;
  project: string;
  hours: number;
}

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', width: 180 },
  { field: 'project', headerName: 'Project', width: 140 },
  {
    field: 'hours',
    headerName: 'Hours',
    type: 'number',
    width: 180,
    renderCell: (params) => {
      // `params.aggregation` is only set on cells that show an aggregated value.
      if (!params.aggregation) {
        return String(params.formattedValue ?? '');
      }
      return (
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'baseline' }}>
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
            {params.aggregation.aggregationFunctionName}
          </Typography>
          <Typography component="span" variant="body2" sx={{ fontWeight: 'bold', color: 'primary.main' }}>
            {params.formattedValue} h
          </Typography>
        </Box>
      );
    },
  },
];

const rows: Task[] = [
  { id: 1, task: 'Write the brief', project: 'Website', hours: 3 },
  { id: 2, task: 'Wireframes', project: 'Website', hours: 8 },
  { id: 3, task: 'Copy review', project: 'Website', hours: 2 },
  { id: 4, task: 'Interview users', project: 'Mobile app', hours: 6 },
  { id: 5, task: 'Prototype', project: 'Mobile app', hours: 12 },
];

export default function AggregationRenderCell() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['project'] },
          aggregation: { model: { hours: 'sum' } },
          // The grouping column already shows the project.
          columns: { columnVisibilityModel: { project: false } },
        }}
      />
    </Box>
  );
}
