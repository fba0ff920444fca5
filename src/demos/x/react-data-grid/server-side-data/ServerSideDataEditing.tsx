import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridUpdateRowParams,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
}

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', width: 220, editable: true },
  { field: 'owner', headerName: 'Owner', width: 140, editable: true },
];

export default function ServerSideDataEditing() {
  // The "database" of this demo, kept for the lifetime of the component.
  const database = React.useRef<Task[]>([
    { id: 1, title: 'Renew the domain', owner: 'Sam' },
    { id: 2, title: 'Update the privacy policy', owner: 'Lea' },
    { id: 3, title: 'Order office chairs', owner: 'Sam' },
  ]);
  const [log, setLog] = React.useState('Double-click a cell, edit it and press Enter.');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: () =>
        new Promise((resolve) => {
          setTimeout(() => resolve({ rows: [...database.current], rowCount: database.current.length }), 300);
        }),
      updateRow: (params: GridUpdateRowParams) =>
        new Promise((resolve) => {
          setTimeout(() => {
            const saved = params.updatedRow as Task;
            database.current = database.current.map((task) => (task.id === saved.id ? saved : task));
            setLog(`Saved task ${saved.id}: "${saved.title}" (${saved.owner})`);
            resolve(saved);
          }, 300);
        }),
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid columns={columns} dataSource={dataSource} hideFooter />
      </Box>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {log}
      </Typography>
    </Stack>
  );
}
