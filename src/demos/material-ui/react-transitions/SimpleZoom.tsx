import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';

export default function SimpleZoom() {
  const [editing, setEditing] = React.useState(false);

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={editing}
            onChange={() => setEditing((prev) => !prev)}
          />
        }
        label="Edit mode"
      />
      <Box sx={{ position: 'relative', height: 80 }}>
        <Zoom in={!editing} unmountOnExit>
          <Fab
            color="primary"
            aria-label="Add"
            sx={{ position: 'absolute', left: 16, top: 8 }}
          >
            <AddIcon />
          </Fab>
        </Zoom>
        <Zoom
          in={editing}
          style={{ transitionDelay: editing ? '150ms' : '0ms' }}
          unmountOnExit
        >
          <Fab
            color="secondary"
            aria-label="Edit"
            sx={{ position: 'absolute', left: 16, top: 8 }}
          >
            <EditIcon />
          </Fab>
        </Zoom>
      </Box>
    </Box>
  );
}
