import * as React from 'react';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import { styled } from '@mui/material/styles';

const Textarea = styled(TextareaAutosize)(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: 420,
    padding: theme.spacing(1, 1.5),
    font: 'inherit',
    lineHeight: 1.5,
    color: palette.text.primary,
    backgroundColor: palette.background.paper,
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    resize: 'none',
    '&:focus-visible': {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: 1,
    },
  };
});

export default function MinHeightTextarea() {
  return (
    <Textarea
      aria-label="Feedback"
      minRows={3}
      placeholder="Empty, the field is already three lines tall: there is room to start typing."
    />
  );
}
