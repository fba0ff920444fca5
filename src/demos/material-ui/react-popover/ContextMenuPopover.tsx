import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

interface Position {
  top: number;
  left: number;
}

export default function ContextMenuPopover() {
  const [position, setPosition] = React.useState<Position | null>(null);
  const [lastAction, setLastAction] = React.useState('');

  const close = (action?: string) => {
    setPosition(null);
    if (action) {
      setLastAction(action);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Paper
        variant="outlined"
        tabIndex={0}
        onContextMenu={(event) => {
          event.preventDefault();
          setPosition({ top: event.clientY, left: event.clientX });
        }}
        onKeyDown={(event) => {
          if (
            event.key === 'ContextMenu' ||
            (event.shiftKey && event.key === 'F10')
          ) {
            event.preventDefault();
            const rect = event.currentTarget.getBoundingClientRect();
            setPosition({ top: rect.top + 16, left: rect.left + 16 });
          }
        }}
        sx={{ p: 3, cursor: 'context-menu' }}
      >
        <Typography>
          Right-click this note (or focus it and press Shift+F10) to open its
          actions at the pointer.
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {lastAction ? `Last action: ${lastAction}` : 'No action yet.'}
        </Typography>
      </Paper>
      <Popover
        open={position !== null}
        onClose={() => close()}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
        slotProps={{ paper: { 'aria-label': 'Note actions' } }}
      >
        <List dense>
          {['Copy', 'Pin', 'Archive'].map((action) => (
            <ListItemButton key={action} onClick={() => close(action)}>
              <ListItemText primary={action} />
            </ListItemButton>
          ))}
        </List>
      </Popover>
    </Box>
  );
}
