import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const comments = [
  {
    author: 'Ada Morgan',
    src: '/img/demos/avatar/ada.svg',
    text: 'The new onboarding flow is much clearer. Could we move the billing step after the team invites, so people see value before they pay?',
  },
  {
    author: 'Kwame Mensah',
    src: '/img/demos/avatar/kwame.svg',
    text: 'Agreed. I will prepare a version with that order for Thursday.',
  },
];

export default function AlignItemsList() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, mx: 'auto' }}>
      <List aria-label="Comments">
        {comments.map((comment, index) => (
          <React.Fragment key={comment.author}>
            {index > 0 && <Divider component="li" variant="inset" aria-hidden />}
            <ListItem alignItems="flex-start">
              <ListItemAvatar>
                <Avatar alt="" src={comment.src} />
              </ListItemAvatar>
              <ListItemText primary={comment.author} secondary={comment.text} />
            </ListItem>
          </React.Fragment>
        ))}
      </List>
    </Paper>
  );
}
