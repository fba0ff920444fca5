import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { DataGridPro, GridColDef, GridListViewColDef } from '@mui/x-data-grid-pro';

interface Note {
  id: number;
  title: string;
  body: string;
}

const columns: GridColDef<Note>[] = [
  { field: 'title', headerName: 'Title', width: 180, editable: true },
  { field: 'body', headerName: 'Note', width: 320, editable: true },
];

const initialRows: Note[] = [
  { id: 1, title: 'Groceries', body: 'Oats, lemons, coffee beans' },
  { id: 2, title: 'Call the plumber', body: 'Kitchen tap drips since Monday' },
  { id: 3, title: 'Book club', body: 'Finish chapter 7 before Thursday' },
];

export default function ListViewEdit() {
  const [rows, setRows] = React.useState(initialRows);
  const [editing, setEditing] = React.useState<Note | null>(null);

  // Cells of the list column are not editable: a dialog edits the row instead.
  const listViewColumn: GridListViewColDef<Note> = {
    field: 'note',
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%', height: '100%' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 'medium' }} noWrap>
            {row.title}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap component="div">
            {row.body}
          </Typography>
        </Box>
        <IconButton aria-label={`Edit ${row.title}`} size="small" onClick={() => setEditing(row)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Stack>
    ),
  };

  const save = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editing) {
      setRows((previous) => previous.map((row) => (row.id === editing.id ? editing : row)));
    }
    setEditing(null);
  };

  return (
    <Box sx={{ height: 300, maxWidth: 480 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
        hideFooter
      />
      <Dialog open={editing !== null} onClose={() => setEditing(null)}>
        <form onSubmit={save}>
          <DialogTitle>Edit note</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1, minWidth: 280 }}>
              <TextField
                label="Title"
                value={editing?.title ?? ''}
                onChange={(event) => setEditing((note) => note && { ...note, title: event.target.value })}
              />
              <TextField
                label="Note"
                multiline
                value={editing?.body ?? ''}
                onChange={(event) => setEditing((note) => note && { ...note, body: event.target.value })}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(null)}>Cancel</Button>
            <Button type="submit" variant="contained">
              Save
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Box>
  );
}
