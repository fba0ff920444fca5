import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import PersonAddIcon from '@mui/icons-material/PersonAdd';

const actions = [
  { icon: <NoteAddIcon />, name: 'New note', done: 'Note created' },
  { icon: <EventIcon />, name: 'New event', done: 'Event added to Friday' },
  { icon: <PersonAddIcon />, name: 'Invite someone', done: 'Invitation sent' },
];

export default function SpeedDialWithFeedback() {
  const [open, setOpen] = React.useState(false);
  const [message, setMessage] = React.useState('Nothing done yet.');

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: 320,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography role="status" variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
        {message}
      </Typography>
      <SpeedDial
        ariaLabel="Create"
        icon={<SpeedDialIcon openIcon={<EditIcon />} />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name } }}
            onClick={() => {
              setMessage(action.done);
              setOpen(false);
            }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
