import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const longText =
  'Exports include every field of the selected records, their attachments as links, and the history of changes made in the last twelve months.';

export default function VariableWidthTooltips() {
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 2 }}
    >
      <Tooltip title={longText} describeChild>
        <Button variant="outlined">Default width</Button>
      </Tooltip>
      <Tooltip
        title={longText}
        describeChild
        slotProps={{ tooltip: { sx: { maxWidth: 460 } } }}
      >
        <Button variant="outlined">Wider</Button>
      </Tooltip>
      <Tooltip
        title="Shift + drag to select several rows"
        describeChild
        slotProps={{ tooltip: { sx: { maxWidth: 'none', whiteSpace: 'nowrap' } } }}
      >
        <Button variant="outlined">No wrapping</Button>
      </Tooltip>
    </Stack>
  );
}
