import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

const initialTasks = ['Book the venue', 'Order name badges', 'Send the agenda', 'Test the projector'];

interface Removed {
  task: string;
  index: number;
}

export default function UndoSnackbar() {
  const [tasks, setTasks] = React.useState(initialTasks);
  const [removed, setRemoved] = React.useState<Removed | null>(null);

  const remove = (index: number) => {
    const task = tasks[index];
    if (task === undefined) {
      return;
    }
    setTasks((previous) => previous.filter((_item, position) => position !== index));
    setRemoved({ task, index });
  };

  const undo = () => {
    if (removed) {
      const { task, index } = removed;
      setTasks((previous) => [...previous.slice(0, index), task, ...previous.slice(index)]);
    }
    setRemoved(null);
  };

  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setRemoved(null);
  };

  return (
    <Paper variant="outlined" sx={{ width: 360, maxWidth: '100%', mx: 'auto', minHeight: 230 }}>
      <List aria-label="Tasks">
        {tasks.map((task, index) => (
          <ListItem
            key={task}
            secondaryAction={
              <IconButton edge="end" aria-label={`Delete ${task}`} onClick={() => remove(index)}>
                <DeleteOutlineIcon />
              </IconButton>
            }
          >
            <ListItemText primary={task} />
          </ListItem>
        ))}
      </List>
      {tasks.length === 0 && (
        <Button sx={{ m: 2 }} onClick={() => setTasks(initialTasks)}>
          Restore the list
        </Button>
      )}
      <Snackbar
        key={removed?.task}
        open={removed !== null}
        autoHideDuration={6000}
        onClose={handleClose}
        message={removed ? `Deleted "${removed.task}"` : ''}
        action={
          <Button color="inherit" size="small" onClick={undo}>
            Undo
          </Button>
        }
      />
    </Paper>
  );
}
