import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  status: string;
  estimate: number;
}

const rows: Task[] = [
  {
    id: 1,
    task: 'Write release notes',
    owner: 'Amara',
    status: 'In progress',
    estimate: 2,
  },
  {
    id: 2,
    task: 'Fix login redirect',
    owner: 'Jonas',
    status: 'To do',
    estimate: 5,
  },
  { id: 3, task: 'Update dependencies', owner: 'Mei', status: 'Done', estimate: 1 },
  {
    id: 4,
    task: 'Review design tokens',
    owner: 'Amara',
    status: 'To do',
    estimate: 3,
  },
  {
    id: 5,
    task: 'Add keyboard shortcuts',
    owner: 'Luis',
    status: 'In progress',
    estimate: 8,
  },
  {
    id: 6,
    task: 'Profile table rendering',
    owner: 'Mei',
    status: 'To do',
    estimate: 5,
  },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'status', headerName: 'Status', width: 130 },
  { field: 'estimate', headerName: 'Estimate (days)', type: 'number', width: 140 },
];

export default function DataGridCheckboxSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([2]),
  });

  // Selecting all rows from the header gives an 'exclude' model: every row except the listed ids.
  const selectedTasks = rows.filter((row) =>
    selection.type === 'include'
      ? selection.ids.has(row.id)
      : !selection.ids.has(row.id),
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          hideFooterPagination
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected: {selectedTasks.map((row) => row.task).join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
