import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

interface VirtualAnchor {
  getBoundingClientRect: () => DOMRect;
}

export default function VirtualElementPopper() {
  const [anchor, setAnchor] = React.useState<VirtualAnchor | null>(null);
  const [selected, setSelected] = React.useState('');

  const handleMouseUp = () => {
    const selection = window.getSelection();
    const text = selection ? selection.toString().trim() : '';
    if (!selection || !text || selection.rangeCount === 0) {
      setAnchor(null);
      return;
    }
    const range = selection.getRangeAt(0).cloneRange();
    setSelected(text);
    setAnchor({ getBoundingClientRect: () => range.getBoundingClientRect() });
  };

  return (
    <Box>
      <Typography onMouseUp={handleMouseUp} sx={{ maxWidth: 480 }}>
        Select a few words in this paragraph with the mouse. A small panel
        appears above the selection, positioned from the rectangle of the
        selected text rather than from an element on the page.
      </Typography>
      <Popper open={anchor !== null} anchorEl={anchor} placement="top">
        <Paper elevation={4} sx={{ px: 1.5, py: 0.5, mb: 1 }}>
          <Typography variant="caption">
            {selected.length} characters selected
          </Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
