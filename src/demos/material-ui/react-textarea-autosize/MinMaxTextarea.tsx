import * as React from 'react';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import { styled } from '@mui/material/styles';

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 420,
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  resize: 'none',
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 1,
  },
}));

export default function MinMaxTextarea() {
  return (
    <Textarea
      aria-label="Release notes"
      minRows={3}
      maxRows={6}
      placeholder="Release notes: the field grows from 3 to 6 rows, then scrolls."
    />
  );
}
