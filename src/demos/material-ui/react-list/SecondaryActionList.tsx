import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';

interface Attachment {
  name: string;
  size: string;
  kind: 'document' | 'image';
}

const initialFiles: Attachment[] = [
  { name: 'quarterly-report.pdf', size: '1.2 MB', kind: 'document' },
  { name: 'team-photo.png', size: '3.8 MB', kind: 'image' },
  { name: 'meeting-notes.docx', size: '48 KB', kind: 'document' },
];

export default function SecondaryActionList() {
  const [files, setFiles] = React.useState(initialFiles);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 400, mx: 'auto' }}>
      <Paper variant="outlined">
        <List dense aria-label="Attachments">
          {files.map((file) => (
            <ListItem
              key={file.name}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => setFiles((prev) => prev.filter((f) => f !== file))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemAvatar>
                <Avatar
                  sx={{
                    bgcolor: file.kind === 'image' ? 'success.main' : 'info.main',
                  }}
                >
                  {file.kind === 'image' ? <ImageIcon /> : <DescriptionIcon />}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={file.name} secondary={file.size} />
            </ListItem>
          ))}
          {files.length === 0 && (
            <ListItem>
              <ListItemText primary="No attachments" />
            </ListItem>
          )}
        </List>
      </Paper>
      <Button
        onClick={() => setFiles(initialFiles)}
        disabled={files.length === initialFiles.length}
        sx={{ alignSelf: 'center' }}
      >
        Restore attachments
      </Button>
    </Stack>
  );
}
