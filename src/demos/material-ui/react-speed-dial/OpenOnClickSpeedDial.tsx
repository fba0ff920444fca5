import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial, {
  type CloseReason,
  type OpenReason,
} from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import TaskAltIcon from '@mui/icons-material/TaskAlt';

const actions = [
  { icon: <NoteAddIcon />, name: 'New note' },
  { icon: <TaskAltIcon />, name: 'New task' },
  { icon: <EventIcon />, name: 'New event' },
];

export default function OpenOnClickSpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [created, setCreated] = React.useState<string | null>(null);

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: 300,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {created ? `Created: ${created}` : 'Click the button to open the dial.'}
      </Typography>
      <SpeedDial
        ariaLabel="Create"
        icon={<SpeedDialIcon />}
        open={open}
        // Ignore hover and focus: only a click (or Enter/Space) on the button opens it.
        onOpen={(_event, reason: OpenReason) => {
          if (reason === 'toggle') {
            setOpen(true);
          }
        }}
        onClose={(_event, reason: CloseReason) => {
          if (
            reason === 'toggle' ||
            reason === 'escapeKeyDown' ||
            reason === 'blur'
          ) {
            setOpen(false);
          }
        }}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name } }}
            onClick={() => {
              setCreated(action.name);
              setOpen(false);
            }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
