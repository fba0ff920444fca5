import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';

export default function VerticalDividers() {
  return (
    <Box
      role="toolbar"
      aria-label="Text formatting"
      sx={{
        display: 'flex',
        alignItems: 'center',
        width: 'fit-content',
        mx: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.secondary',
        '& svg': { m: 0.5 },
      }}
    >
      <IconButton size="small" aria-label="Undo">
        <UndoIcon />
      </IconButton>
      <IconButton size="small" aria-label="Redo">
        <RedoIcon />
      </IconButton>
      <Divider orientation="vertical" flexItem />
      <IconButton size="small" aria-label="Bold">
        <FormatBoldIcon />
      </IconButton>
      <IconButton size="small" aria-label="Italic">
        <FormatItalicIcon />
      </IconButton>
      <Divider orientation="vertical" flexItem />
      <IconButton size="small" aria-label="Align left">
        <FormatAlignLeftIcon />
      </IconButton>
      <IconButton size="small" aria-label="Align center">
        <FormatAlignCenterIcon />
      </IconButton>
    </Box>
  );
}
