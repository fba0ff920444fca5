import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  task: `Task ${index + 1}`,
  estimate: 1 + ((index * 3) % 8),
}));

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1 },
  { field: 'estimate', headerName: 'Estimate (h)', type: 'number', width: 130 },
];

export default function VirtualizationBuffer() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="disableVirtualization (renders all 60 rows)"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableVirtualization={disabled}
          rowBufferPx={100}
          hideFooter
        />
      </Box>
    </Box>
  );
}
