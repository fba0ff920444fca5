import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Contact {
  id: number;
  name: string;
  city: string;
}

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 180, editable: true },
  { field: 'city', headerName: 'City', width: 160, editable: true },
];

const rows: Contact[] = [
  { id: 1, name: 'Amara Obi', city: 'Lagos' },
  { id: 2, name: 'Jonas Berg', city: 'Stockholm' },
  { id: 3, name: 'Lucía Gómez', city: 'Seville' },
];

export default function UndoRedoToggle() {
  const [enabled, setEnabled] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
        label="Undo and redo"
      />
      <Box sx={{ height: 280 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          // 0 turns the feature off and clears the history.
          historyStackSize={enabled ? 30 : 0}
        />
      </Box>
    </Stack>
  );
}
