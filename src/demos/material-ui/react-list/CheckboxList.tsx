import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';

const tasks = [
  'Book the venue',
  'Send the invitations',
  'Order the catering',
  'Print name tags',
];

export default function CheckboxList() {
  const [done, setDone] = React.useState<string[]>(['Book the venue']);
  const headingId = React.useId();

  const toggle = (task: string) => {
    setDone((prev) =>
      prev.includes(task) ? prev.filter((t) => t !== task) : [...prev, task],
    );
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <List
        aria-labelledby={headingId}
        subheader={
          <ListSubheader id={headingId}>
            {`Launch party: ${done.length} of ${tasks.length} done`}
          </ListSubheader>
        }
      >
        {tasks.map((task) => {
          const labelId = `${headingId}-${tasks.indexOf(task)}`;
          const checked = done.includes(task);
          return (
            <ListItem key={task} disablePadding>
              {/* The row is the checkbox's label, not a second control:
                  clicking anywhere toggles it, and Tab reaches the checkbox. */}
              <ListItemButton component="label" role={undefined} tabIndex={-1} dense>
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={checked}
                    onChange={() => toggle(task)}
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                </ListItemIcon>
                <ListItemText
                  id={labelId}
                  primary={task}
                  sx={
                    checked
                      ? { textDecoration: 'line-through', color: 'text.secondary' }
                      : undefined
                  }
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
