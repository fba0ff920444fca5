/** The keys the dialog answers to, under the list (hidden on small screens, which have no keyboard). */
import React, {type ReactNode} from 'react';
import Box from '@mui/material/Box';
import {searchLabels} from './labels';

export default function KeyHints(): ReactNode {
  const labels = searchLabels();
  return (
    <Box
      aria-hidden
      sx={{
        display: {xs: 'none', sm: 'flex'},
        gap: 2,
        px: 2,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
        typography: 'caption',
        '& kbd': {border: 1, borderColor: 'divider', borderRadius: 0.5, px: 0.5, mr: 0.5, fontFamily: 'inherit', bgcolor: 'transparent', boxShadow: 'none'},
      }}>
      <span>
        <kbd>↑</kbd>
        <kbd>↓</kbd>
        {labels.hintNavigate}
      </span>
      <span>
        <kbd>↵</kbd>
        {labels.hintOpen}
      </span>
      <span>
        <kbd>esc</kbd>
        {labels.hintClose}
      </span>
    </Box>
  );
}
