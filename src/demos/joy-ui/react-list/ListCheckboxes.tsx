import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const tasks = ['Book the venue', 'Send invitations', 'Order catering', 'Print badges'];

export default function ListCheckboxes() {
  const [done, setDone] = React.useState<string[]>(['Book the venue']);

  return (
    <div style={{ width: '100%', maxWidth: 300 }}>
      <Typography id="checklist-title" level="title-sm" sx={{ mb: 1 }}>
        Event checklist ({done.length}/{tasks.length})
      </Typography>
      <List
        aria-labelledby="checklist-title"
        variant="outlined"
        sx={{ borderRadius: 'sm', '--List-gap': '4px' }}
      >
        {tasks.map((task) => {
          const checked = done.includes(task);
          return (
            <ListItem key={task} variant={checked ? 'soft' : 'plain'}>
              <Checkbox
                overlay
                label={task}
                checked={checked}
                onChange={(event) =>
                  setDone((items) =>
                    event.target.checked
                      ? [...items, task]
                      : items.filter((item) => item !== task),
                  )
                }
                sx={{ textDecoration: checked ? 'line-through' : 'none' }}
              />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
