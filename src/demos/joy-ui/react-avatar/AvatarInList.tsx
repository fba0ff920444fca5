import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import * as React from 'react';

const messages = [
  { from: 'Ada Moreau', src: '/img/demos/avatar/ada.svg', text: 'The release notes are ready.' },
  { from: 'Kwame Mensah', src: '/img/demos/avatar/kwame.svg', text: 'New mock-ups for the settings page.' },
  { from: 'Support team', src: '', text: 'Ticket 311 was closed.' },
];

export default function AvatarInList() {
  return (
    <List variant="outlined" sx={{ borderRadius: 'sm', width: '100%', maxWidth: 380 }}>
      {messages.map((message, index) => (
        <React.Fragment key={message.from}>
          {index > 0 && <ListDivider inset="startContent" aria-hidden />}
          <ListItem>
            <ListItemDecorator sx={{ mr: 1 }}>
              {message.src ? (
                <Avatar src={message.src} alt={message.from} />
              ) : (
                <Avatar variant="solid" color="primary" sx={{ borderRadius: 'sm' }}>
                  ST
                </Avatar>
              )}
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{message.from}</Typography>
              <Typography level="body-sm" noWrap>
                {message.text}
              </Typography>
            </ListItemContent>
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
