import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import MovieIcon from '@mui/icons-material/Movie';

const files = [
  { name: 'Brief.docx', detail: '24 KB, edited 2 May', icon: <DescriptionIcon /> },
  { name: 'Moodboard.png', detail: '3.1 MB, edited 28 April', icon: <ImageIcon /> },
  { name: 'Teaser.mp4', detail: '48 MB, edited 12 April', icon: <MovieIcon /> },
];

export default function InsetDividers() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <List aria-label="Project files">
        {files.map((file, index) => (
          <React.Fragment key={file.name}>
            {index > 0 && <Divider component="li" variant="inset" aria-hidden />}
            <ListItem>
              <ListItemAvatar>
                <Avatar aria-hidden>{file.icon}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={file.name} secondary={file.detail} />
            </ListItem>
          </React.Fragment>
        ))}
      </List>
    </Paper>
  );
}
