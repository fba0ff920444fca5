import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';

const attachments = ['Floor plan.pdf', 'Budget 2025.xlsx', 'Site photos.zip'];

export default function GutterlessList() {
  return (
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: 360, mx: 'auto', px: 2, py: 1.5 }}
    >
      <Typography id="attachments-heading" variant="subtitle2" component="div">
        Attachments
      </Typography>
      <List aria-labelledby="attachments-heading" dense>
        {attachments.map((file) => (
          <ListItem
            key={file}
            disableGutters
            secondaryAction={
              <IconButton edge="end" aria-label={`Download ${file}`}>
                <DownloadIcon />
              </IconButton>
            }
          >
            <ListItemText primary={file} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
