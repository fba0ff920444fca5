import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface Position {
  left: number;
  top: number;
}

export default function ContextMenu() {
  const [position, setPosition] = React.useState<Position | null>(null);
  const [lastAction, setLastAction] = React.useState('none yet');

  const handleContextMenu = (event: React.MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    // A second right-click while the menu is open closes it.
    setPosition(
      position === null ? { left: event.clientX + 2, top: event.clientY - 6 } : null,
    );
  };

  const handleAction = (action: string) => {
    setLastAction(action);
    setPosition(null);
  };

  return (
    <Paper
      variant="outlined"
      onContextMenu={handleContextMenu}
      sx={{ p: 3, cursor: 'context-menu', maxWidth: 480 }}
    >
      <Typography variant="body1" gutterBottom>
        Right-click anywhere in this box to open its context menu.
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Last action: {lastAction}
      </Typography>
      <Menu
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        <MenuItem onClick={() => handleAction('Reply')}>Reply</MenuItem>
        <MenuItem onClick={() => handleAction('Forward')}>Forward</MenuItem>
        <MenuItem onClick={() => handleAction('Mark as unread')}>
          Mark as unread
        </MenuItem>
        <MenuItem onClick={() => handleAction('Archive')}>Archive</MenuItem>
      </Menu>
    </Paper>
  );
}
