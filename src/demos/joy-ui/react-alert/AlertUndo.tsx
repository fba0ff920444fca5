import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Stack from '@mui/joy/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

const initialFiles = ['Budget 2026.xlsx', 'Team photo.png', 'Minutes.docx'];

export default function AlertUndo() {
  const [files, setFiles] = React.useState(initialFiles);
  const [removed, setRemoved] = React.useState<string | null>(null);

  const remove = (name: string) => {
    setFiles((current) => current.filter((file) => file !== name));
    setRemoved(name);
  };

  const undo = () => {
    setFiles(initialFiles.filter((file) => files.includes(file) || file === removed));
    setRemoved(null);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 400 }}>
      <List variant="outlined" sx={{ borderRadius: 'sm', minHeight: 132 }}>
        {files.map((file) => (
          <ListItem key={file}>
            <ListItemButton onClick={() => remove(file)} aria-label={`Delete ${file}`}>
              <DeleteOutlineIcon />
              {file}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {/* Kept in the page while empty, so the announcement region exists before it fills. */}
      <div role="status" style={{ minHeight: 48 }}>
        {removed && (
          <Alert
            role="none"
            color="neutral"
            endDecorator={
              <Button size="sm" variant="soft" color="primary" onClick={undo}>
                Undo
              </Button>
            }
          >
            Deleted {removed}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
