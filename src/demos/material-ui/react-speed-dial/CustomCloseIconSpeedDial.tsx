import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import CloseIcon from '@mui/icons-material/Close';
import EmailIcon from '@mui/icons-material/Email';
import LinkIcon from '@mui/icons-material/Link';
import QrCodeIcon from '@mui/icons-material/QrCode';
import ShareIcon from '@mui/icons-material/Share';

const actions = [
  { icon: <LinkIcon />, name: 'Copy link' },
  { icon: <EmailIcon />, name: 'Send by e-mail' },
  { icon: <QrCodeIcon />, name: 'Show QR code' },
];

export default function CustomCloseIconSpeedDial() {
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: 300,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <SpeedDial
        ariaLabel="Share this page"
        icon={<SpeedDialIcon icon={<ShareIcon />} openIcon={<CloseIcon />} />}
        FabProps={{ color: 'secondary' }}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name } }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
