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
  { icon: <NoteAddIcon />, name: 'New note' },
  { icon: <EventIcon />, name: 'New event' },
  { icon: <PersonAddIcon />, name: 'New contact' },
];

export default function ControlledSpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [created, setCreated] = React.useState<string | null>(null);

  const handleAction = (name: string) => {
    setCreated(name);
    setOpen(false);
  };

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: 320,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {created ? `Last created: ${created.toLowerCase()}` : 'Nothing created yet.'}
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
            onClick={() => handleAction(action.name)}
            slotProps={{ tooltip: { title: action.name, open: true } }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
