import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  GridColDef,
  GridRowParams,
  useGridApiContext,
} from '@mui/x-data-grid-pro';

interface Contact {
  id: number;
  name: string;
  email: string;
  phone: string;
}

const rows: Contact[] = [
  { id: 1, name: 'Sofia Almeida', email: 'sofia@example.com', phone: '+351 21 555 0101' },
  { id: 2, name: 'Daniel Cohen', email: 'daniel@example.com', phone: '+972 3 555 0142' },
  { id: 3, name: 'Mina Park', email: 'mina@example.com', phone: '+82 2 555 0199' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'phone', headerName: 'Phone', width: 170 },
];

function ContactForm({ row }: { row: Contact }) {
  const apiRef = useGridApiContext();
  const [draft, setDraft] = React.useState(row);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Writes the new values into the grid's rows and closes the panel.
    apiRef.current.updateRows([draft]);
    apiRef.current.toggleDetailPanel(row.id);
  };

  return (
    <Box component="form" onSubmit={handleSubmit} sx={{ px: 6, py: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Email"
          size="small"
          value={draft.email}
          onChange={(event) => setDraft({ ...draft, email: event.target.value })}
          // Keeps the grid's keyboard navigation from taking the keys typed here.
          onKeyDown={(event) => event.stopPropagation()}
        />
        <TextField
          label="Phone"
          size="small"
          value={draft.phone}
          onChange={(event) => setDraft({ ...draft, phone: event.target.value })}
          onKeyDown={(event) => event.stopPropagation()}
        />
        <Button type="submit" variant="contained" size="small" sx={{ mt: 0.5 }}>
          Save
        </Button>
      </Stack>
    </Box>
  );
}

export default function MasterDetailForm() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Contact>) => <ContactForm row={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
