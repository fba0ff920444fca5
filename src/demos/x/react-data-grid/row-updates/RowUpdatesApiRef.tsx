import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  status: 'To do' | 'In progress' | 'Done';
}

// Module-level rows: the `rows` prop keeps the same reference, so the grid keeps
// the changes made through the API. A new `rows` array would replace them.
const initialRows: Task[] = [
  { id: 1, task: 'Write release notes', status: 'Done' },
  { id: 2, task: 'Review pull requests', status: 'In progress' },
  { id: 3, task: 'Update screenshots', status: 'To do' },
];

const columns: GridColDef<Task>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'task', headerName: 'Task', flex: 1 },
  { field: 'status', headerName: 'Status', width: 140 },
];

const newTasks = ['Plan the sprint', 'Triage bug reports', 'Record a demo'];

export default function RowUpdatesApiRef() {
  const apiRef = useGridApiRef();
  const nextId = React.useRef(4);

  const addTask = () => {
    const id = nextId.current;
    nextId.current += 1;
    apiRef.current?.updateRows([
      { id, task: newTasks[(id - 4) % newTasks.length] ?? 'New task', status: 'To do' },
    ]);
  };

  // Only the fields given change; the rest of the row is kept.
  const startTask3 = () => apiRef.current?.updateRows([{ id: 3, status: 'In progress' }]);

  const deleteFirst = () => {
    const firstId = apiRef.current?.getAllRowIds()[0];
    if (firstId !== undefined) {
      apiRef.current?.updateRows([{ id: firstId, _action: 'delete' }]);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={addTask}>
          Add a task
        </Button>
        <Button size="small" variant="outlined" onClick={startTask3}>
          Start task 3
        </Button>
        <Button size="small" variant="outlined" onClick={deleteFirst}>
          Delete the first row
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
