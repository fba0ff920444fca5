import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

const views = ['Day', 'Week', 'Month'];

export default function GroupSizesOrientation() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ButtonGroup size="small" aria-label="Calendar view, small">
          {views.map((view) => (
            <Button key={view}>{view}</Button>
          ))}
        </ButtonGroup>
        <ButtonGroup aria-label="Calendar view, medium">
          {views.map((view) => (
            <Button key={view}>{view}</Button>
          ))}
        </ButtonGroup>
        <ButtonGroup
          size="large"
          color="secondary"
          aria-label="Calendar view, large"
        >
          {views.map((view) => (
            <Button key={view}>{view}</Button>
          ))}
        </ButtonGroup>
      </Stack>
      <ButtonGroup
        orientation="vertical"
        variant="contained"
        disableElevation
        aria-label="Document actions"
      >
        <Button>Open</Button>
        <Button>Duplicate</Button>
        <Button disabled>Archive</Button>
      </ButtonGroup>
    </Stack>
  );
}
