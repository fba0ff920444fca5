import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function BasicButtonGroup() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="contained" aria-label="Text alignment">
        <Button>Left</Button>
        <Button>Center</Button>
        <Button>Right</Button>
      </ButtonGroup>
      <ButtonGroup variant="outlined" aria-label="Pagination">
        <Button>Previous</Button>
        <Button>1</Button>
        <Button>2</Button>
        <Button>Next</Button>
      </ButtonGroup>
      <ButtonGroup variant="text" aria-label="Zoom">
        <Button>Zoom out</Button>
        <Button>Reset</Button>
        <Button>Zoom in</Button>
      </ButtonGroup>
    </Stack>
  );
}
