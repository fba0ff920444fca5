import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function DisableElevationGroup() {
  return (
    <Stack
      spacing={2}
      sx={{ width: 360, maxWidth: '100%', alignItems: 'flex-start' }}
    >
      <ButtonGroup variant="contained" aria-label="Export, with shadow">
        <Button>Export CSV</Button>
        <Button>Export PDF</Button>
      </ButtonGroup>
      <ButtonGroup
        variant="contained"
        disableElevation
        aria-label="Export, flat"
      >
        <Button>Export CSV</Button>
        <Button>Export PDF</Button>
      </ButtonGroup>
      <ButtonGroup variant="outlined" fullWidth aria-label="Export, full width">
        <Button>Export CSV</Button>
        <Button>Export PDF</Button>
      </ButtonGroup>
    </Stack>
  );
}
