import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridInitialState, useGridApiRef } from '@mui/x-data-grid';

interface Station {
  id: number;
  station: string;
  line: string;
  zone: number;
  step: boolean;
}

const columns: GridColDef<Station>[] = [
  { field: 'station', headerName: 'Station', width: 180 },
  { field: 'line', headerName: 'Line', width: 140 },
  { field: 'zone', headerName: 'Zone', type: 'number', width: 90 },
  { field: 'step', headerName: 'Step-free', type: 'boolean', width: 110 },
];

const rows: Station[] = [
  { id: 1, station: 'Alexanderplatz', line: 'U2, U5, U8', zone: 1, step: true },
  { id: 2, station: 'Hermannplatz', line: 'U7, U8', zone: 1, step: false },
  { id: 3, station: 'Rathaus Spandau', line: 'U7', zone: 2, step: true },
];

const STORAGE_KEY = 'column-recipes-layout';

// The part of the state that describes the columns: widths, order and visibility.
function columnLayout(state: GridInitialState): GridInitialState {
  return { columns: state.columns };
}

export default function ColumnRecipesPersistLayout() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('Resize or hide a column, then reload the page.');

  // Storage is read after the first render, so the server and browser HTML match.
  React.useEffect(() => {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved && apiRef.current) {
      apiRef.current.restoreState(JSON.parse(saved) as GridInitialState);
      setStatus('Restored the saved column layout.');
    }
  }, [apiRef]);

  const save = React.useCallback(() => {
    if (!apiRef.current) {
      return;
    }
    const layout = columnLayout(apiRef.current.exportState());
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(layout));
    setStatus('Saved the column layout.');
  }, [apiRef]);

  const reset = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    apiRef.current?.restoreState({
      columns: {
        columnVisibilityModel: {},
        dimensions: Object.fromEntries(
          columns.map((column) => [column.field, { width: column.width ?? 100 }]),
        ),
      },
    });
    setStatus('Back to the default layout.');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={reset}>
          Reset the layout
        </Button>
        <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
          {status}
        </Typography>
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnWidthChange={save}
          onColumnVisibilityModelChange={save}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
