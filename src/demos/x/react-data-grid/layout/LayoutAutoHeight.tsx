import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const allRows = [
  { id: 1, step: 'Create the account', owner: 'Admin' },
  { id: 2, step: 'Invite the team', owner: 'Admin' },
  { id: 3, step: 'Import contacts', owner: 'Sales' },
  { id: 4, step: 'Connect the calendar', owner: 'Everyone' },
  { id: 5, step: 'Set up billing', owner: 'Finance' },
];

const columns: GridColDef[] = [
  { field: 'step', headerName: 'Step', flex: 1 },
  { field: 'owner', headerName: 'Owner', width: 140 },
];

export default function LayoutAutoHeight() {
  const [count, setCount] = React.useState(2);
  const rows = React.useMemo(() => allRows.slice(0, count), [count]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={count === allRows.length}
          onClick={() => setCount((previous) => previous + 1)}
        >
          Add a row
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={count === 0}
          onClick={() => setCount((previous) => previous - 1)}
        >
          Remove a row
        </Button>
      </Stack>
      <DataGrid rows={rows} columns={columns} autoHeight hideFooter />
    </Box>
  );
}
