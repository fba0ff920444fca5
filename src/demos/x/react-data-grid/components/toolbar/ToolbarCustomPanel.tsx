import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  DataGrid,
  GridColDef,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid';

type Task = { id: number; task: string; owner: string };

const initialRows: Task[] = [
  { id: 1, task: 'Draft the release notes', owner: 'Amara' },
  { id: 2, task: 'Review the migration guide', owner: 'Jonas' },
  { id: 3, task: 'Record the demo video', owner: 'Priya' },
];

const columns: GridColDef<Task>[] = [
  { field: 'id', headerName: 'No.', width: 70 },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 140 },
];

function TaskToolbar() {
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [task, setTask] = React.useState('');
  const [owner, setOwner] = React.useState('');

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const id = apiRef.current.getRowsCount() + 1;
    // updateRows adds a row whose id is new.
    apiRef.current.updateRows([{ id, task, owner }]);
    setTask('');
    setOwner('');
    setAnchor(null);
  };

  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, mx: 0.5 }}>
        Tasks
      </Typography>
      <Tooltip title="Add a task">
        <ToolbarButton
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <AddIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Add a task' } }}
      >
        <Paper component="form" onSubmit={handleSubmit} sx={{ p: 2, width: 280 }}>
          <Stack spacing={1.5}>
            <TextField
              label="Task"
              size="small"
              value={task}
              onChange={(event) => setTask(event.target.value)}
              required
              autoFocus
            />
            <TextField
              label="Owner"
              size="small"
              value={owner}
              onChange={(event) => setOwner(event.target.value)}
            />
            <Button type="submit" variant="contained" size="small">
              Add
            </Button>
          </Stack>
        </Paper>
      </Popover>
    </Toolbar>
  );
}

export default function ToolbarCustomPanel() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={initialRows}
        columns={columns}
        slots={{ toolbar: TaskToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
