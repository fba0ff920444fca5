import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';

interface Release {
  id: number;
  version: string;
  downloads: number;
  priority: 'Low' | 'Medium' | 'High';
}

const priorityRank = { Low: 0, Medium: 1, High: 2 } as const;

const rows: Release[] = [
  { id: 1, version: 'v2.0.0', downloads: 5400, priority: 'High' },
  { id: 2, version: 'v2.1.0', downloads: 3100, priority: 'Low' },
  { id: 3, version: 'v2.1.1', downloads: 980, priority: 'Medium' },
  { id: 4, version: 'v2.2.0', downloads: 7250, priority: 'Low' },
  { id: 5, version: 'v3.0.0', downloads: 12040, priority: 'High' },
];

const columns: GridColDef<Release>[] = [
  { field: 'version', headerName: 'Version', flex: 1 },
  { field: 'downloads', headerName: 'Downloads', type: 'number', width: 130 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 130,
    // Sort by rank instead of alphabetically.
    sortComparator: (a: Release['priority'], b: Release['priority']) =>
      priorityRank[a] - priorityRank[b],
  },
  {
    field: 'notes',
    headerName: 'Notes',
    sortable: false,
    flex: 1,
    valueGetter: () => '—',
  },
];

export default function SortingControlled() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'priority', sort: 'desc' },
  ]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          size="small"
          onClick={() => setSortModel([{ field: 'downloads', sort: 'desc' }])}
        >
          Most downloaded
        </Button>
        <Button size="small" onClick={() => setSortModel([])}>
          Clear sorting
        </Button>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {JSON.stringify(sortModel)}
        </Typography>
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
