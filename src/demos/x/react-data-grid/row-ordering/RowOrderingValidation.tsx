import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, ReorderValidationContext } from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  task: string;
  done: boolean;
}

const rows: Task[] = [
  { id: 1, task: 'Draft the agenda', done: false },
  { id: 2, task: 'Book the room', done: false },
  { id: 3, task: 'Invite speakers', done: false },
  { id: 4, task: 'Choose a date', done: true },
  { id: 5, task: 'Set the budget', done: true },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200, sortable: false },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90, sortable: false },
];

// A row may only be dropped next to rows with the same status.
const isValidRowReorder = (context: ReorderValidationContext) => {
  const source = context.apiRef.current.getRow<Task>(context.sourceNode.id);
  const target = context.apiRef.current.getRow<Task>(context.targetNode.id);
  return source !== null && target !== null && source.done === target.done;
};

export default function RowOrderingValidation() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        isValidRowReorder={isValidRowReorder}
        hideFooter
      />
    </Box>
  );
}
