import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import ImageIcon from '@mui/icons-material/Image';
import MicIcon from '@mui/icons-material/Mic';

const actions = [
  { icon: <AddAPhotoIcon />, name: 'Take photo' },
  { icon: <ImageIcon />, name: 'From gallery' },
  { icon: <MicIcon />, name: 'Voice memo' },
];

export default function PersistentTooltipsSpeedDial() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: 320,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        transform: 'translateZ(0)',
      }}
    >
      {/* The backdrop dims the box only: transform makes the box its containing block. */}
      <Backdrop open={open} sx={{ position: 'absolute' }} />
      <SpeedDial
        ariaLabel="Add an attachment"
        icon={<SpeedDialIcon />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name, open: true } }}
            onClick={() => setOpen(false)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
