import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', width: 160 },
];

const rows = [
  { id: 1, name: 'Ines Moreau', role: 'Designer' },
  { id: 2, name: 'Kofi Mensah', role: 'Engineer' },
];

export default function RowsLoading() {
  const [loading, setLoading] = React.useState(true);
  const [empty, setEmpty] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Loading"
      />
      <FormControlLabel
        control={
          <Switch
            checked={empty}
            onChange={(event) => setEmpty(event.target.checked)}
          />
        }
        label="No rows"
      />
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={empty ? [] : rows}
          columns={columns}
          loading={loading}
          slotProps={{
            loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
