import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridOverlay } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
}

const initialRows: Task[] = [
  { id: 1, title: 'Write release notes', owner: 'Ana' },
  { id: 2, title: 'Review the migration guide', owner: 'Kofi' },
  { id: 3, title: 'Update screenshots', owner: 'Mei' },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 140 },
];

/** Shown by the grid in place of its default "No rows" overlay. */
function AllDoneOverlay() {
  return (
    <GridOverlay>
      <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1">All done</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Every task is finished.
        </Typography>
      </Stack>
    </GridOverlay>
  );
}

export default function GridSlots() {
  const [rows, setRows] = React.useState<Task[]>(initialRows);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setRows([])}>
          Finish every task
        </Button>
        <Button size="small" variant="outlined" onClick={() => setRows(initialRows)}>
          Restore tasks
        </Button>
      </Stack>
      <Box sx={{ height: 280 }}>
        <DataGrid rows={rows} columns={columns} slots={{ noRowsOverlay: AllDoneOverlay }} />
      </Box>
    </Stack>
  );
}
