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

const notes = `Standup, Tuesday
- Ana: finished the export dialog, starting on keyboard shortcuts.
- Tom: reviewing the billing migration.
- Mei: fixing the flaky upload test.
- Omar: on call this week.
Blockers: none.`;

export default function MaxHeightTextarea() {
  return (
    <Textarea aria-label="Meeting notes" maxRows={4} defaultValue={notes} />
  );
}
