import * as React from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Zoom from '@mui/material/Zoom';

const initialNotes = ['Buy oat milk', 'Call the plumber', 'Renew passport'];

export default function PositionedFab() {
  const [notes, setNotes] = React.useState(initialNotes);

  const addNote = () => {
    setNotes((prev) => [...prev, `New note ${prev.length + 1}`]);
  };

  return (
    <Paper
      variant="outlined"
      sx={{ position: 'relative', height: 260, width: 360, maxWidth: '100%' }}
    >
      <Box sx={{ height: '100%', overflow: 'auto', pb: 10 }}>
        <List dense>
          {notes.map((note) => (
            <ListItem key={note}>
              <ListItemText primary={note} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Zoom in={notes.length < 8} unmountOnExit>
        <Fab
          color="primary"
          aria-label="Add note"
          onClick={addNote}
          sx={{ position: 'absolute', bottom: 16, right: 16 }}
        >
          <AddIcon />
        </Fab>
      </Zoom>
    </Paper>
  );
}
