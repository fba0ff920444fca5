import * as React from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const groups = [
  { title: 'Account', items: ['Profile', 'Password and security'] },
  { title: 'Notifications', items: ['Email', 'Push'] },
];

export default function SubheaderDividers() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <List aria-label="Settings">
        {groups.map((group, index) => (
          <React.Fragment key={group.title}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <li>
              <Typography
                variant="caption"
                component="div"
                sx={{ color: 'text.secondary', fontWeight: 500, pt: 1, pl: 2 }}
              >
                {group.title}
              </Typography>
            </li>
            {group.items.map((item) => (
              <ListItem key={item}>
                <ListItemText primary={item} />
              </ListItem>
            ))}
          </React.Fragment>
        ))}
      </List>
    </Paper>
  );
}
