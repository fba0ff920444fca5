import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridInitialState, useGridApiRef } from '@mui/x-data-grid';

interface Film {
  id: number;
  title: string;
  director: string;
  year: number;
}

const rows: Film[] = [
  { id: 1, title: 'Spirited Away', director: 'Hayao Miyazaki', year: 2001 },
  { id: 2, title: 'Parasite', director: 'Bong Joon-ho', year: 2019 },
  { id: 3, title: 'Amélie', director: 'Jean-Pierre Jeunet', year: 2001 },
  { id: 4, title: 'City of God', director: 'Fernando Meirelles', year: 2002 },
  { id: 5, title: 'Roma', director: 'Alfonso Cuarón', year: 2018 },
];

const columns: GridColDef<Film>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'director', headerName: 'Director', flex: 1 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 100,
    // A year reads without a thousands separator.
    valueFormatter: (value: number) => String(value),
  },
];

export default function StateExport() {
  const apiRef = useGridApiRef();
  const [onlyDirty, setOnlyDirty] = React.useState(true);
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setSaved(apiRef.current?.exportState({ exportOnlyDirtyModels: onlyDirty }) ?? null)
          }
        >
          Export state
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!saved}
          onClick={() => saved && apiRef.current?.restoreState(saved)}
        >
          Restore exported state
        </Button>
        <FormControlLabel
          control={
            <Switch checked={onlyDirty} onChange={(event) => setOnlyDirty(event.target.checked)} />
          }
          label="Only changed models"
        />
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'year', sort: 'desc' }] } }}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{
          mt: 1,
          p: 1,
          minHeight: 48,
          whiteSpace: 'pre-wrap',
          fontSize: 12,
          bgcolor: 'action.hover',
          color: 'text.primary',
          borderRadius: 1,
        }}
      >
        {saved ? JSON.stringify(saved, null, 2) : 'Sort, filter or resize, then export.'}
      </Box>
    </Box>
  );
}
