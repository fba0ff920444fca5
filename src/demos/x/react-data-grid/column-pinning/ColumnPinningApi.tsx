import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridColDef,
  GridPinnedColumnPosition,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  task: string;
  owner: string;
  estimate: number;
  sprint: string;
  component: string;
  priority: string;
}

const rows: Task[] = [
  { id: 1, task: 'Upgrade the router', owner: 'Ines', estimate: 3, sprint: 'Sprint 14', component: 'Web app', priority: 'High' },
  { id: 2, task: 'Fix date parsing', owner: 'Tomás', estimate: 1, sprint: 'Sprint 14', component: 'API', priority: 'Medium' },
  { id: 3, task: 'Audit colour contrast', owner: 'Mei', estimate: 2, sprint: 'Sprint 15', component: 'Design system', priority: 'High' },
  { id: 4, task: 'Cache search results', owner: 'Ravi', estimate: 5, sprint: 'Sprint 15', component: 'Search', priority: 'Low' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', width: 200 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'estimate', headerName: 'Estimate (days)', type: 'number', width: 150 },
  { field: 'sprint', headerName: 'Sprint', width: 130 },
  { field: 'component', headerName: 'Component', width: 160 },
  { field: 'priority', headerName: 'Priority', width: 120 },
];

export default function ColumnPinningApi() {
  const apiRef = useGridApiRef();
  const [taskPinned, setTaskPinned] = React.useState(false);

  const toggleTask = () => {
    if (!apiRef.current) {
      return;
    }
    if (apiRef.current.isColumnPinned('task')) {
      apiRef.current.unpinColumn('task');
      setTaskPinned(false);
    } else {
      // The checkbox column stays in front of the task column.
      apiRef.current.setPinnedColumns({
        left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'task'],
        right: apiRef.current.getPinnedColumns().right,
      });
      setTaskPinned(true);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={toggleTask}>
          {taskPinned ? 'Unpin the task column' : 'Pin the task column'}
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.pinColumn('priority', GridPinnedColumnPosition.RIGHT)}>
          Pin priority to the right
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          // No pinning items in the menus: only the buttons above pin columns.
          disableColumnPinning
          hideFooter
        />
      </Box>
    </Stack>
  );
}
